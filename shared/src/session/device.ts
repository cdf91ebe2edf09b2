import type { DeviceInfo, DeviceType } from '../api-contract/user-service.ts';
import { STORAGE_KEYS } from './user-info.ts';

/** SPEC section 9: mobile below 768 px, tablet 768-1023 px, desktop from 1024 px. */
export const BREAKPOINTS = { tablet: 768, desktop: 1024 } as const;

export const DEVICE_ID_LENGTH = 8;
const DEVICE_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function deviceTypeForWidth(width: number): DeviceType {
  if (width < BREAKPOINTS.tablet) return 'mobile';
  if (width < BREAKPOINTS.desktop) return 'tablet';
  return 'desktop';
}

/** A random 8-character code of letters and digits. */
export function generateDeviceId(
  randomBytes: (count: number) => ArrayLike<number> = (count) => crypto.getRandomValues(new Uint8Array(count)),
): string {
  const bytes = Array.from(randomBytes(DEVICE_ID_LENGTH));
  return bytes.map((byte) => DEVICE_ID_ALPHABET[byte % DEVICE_ID_ALPHABET.length]).join('');
}

/** The device id kept in localStorage, created on first use. */
export function getOrCreateDeviceId(storage: Pick<Storage, 'getItem' | 'setItem'> = globalThis.localStorage): string {
  const stored = storage.getItem(STORAGE_KEYS.deviceId);
  if (stored && new RegExp(`^[A-Za-z0-9]{${DEVICE_ID_LENGTH}}$`).test(stored)) return stored;
  const created = generateDeviceId();
  storage.setItem(STORAGE_KEYS.deviceId, created);
  return created;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: [pattern: RegExp, name: string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [pattern: RegExp, name: string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** A readable name for the sessions list: "Chrome on Android". */
export function deviceNameFromUserAgent(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Browser';
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return system ? `${browser} on ${system}` : browser;
}

/** SPEC section 3, "Device": what a login tells the server about this browser. */
export function currentDevice(
  env: { storage?: Pick<Storage, 'getItem' | 'setItem'>; width?: number; userAgent?: string } = {},
): DeviceInfo {
  const userAgent = env.userAgent ?? globalThis.navigator?.userAgent ?? '';
  return {
    deviceId: getOrCreateDeviceId(env.storage),
    deviceName: deviceNameFromUserAgent(userAgent),
    deviceType: deviceTypeForWidth(env.width ?? globalThis.innerWidth ?? BREAKPOINTS.desktop),
    userAgent,
  };
}
