import type { Trimester } from '../api-contract/application-search.ts';
import type { LoginData } from '../api-contract/user-service.ts';
import { THEME_STORAGE_KEY } from './theme.ts';

/** SPEC section 3, "Stored user info": what the browser keeps about the signed-in member. */
export interface StoredUserInfo {
  id: number | string;
  email: string;
  token: string;
  refreshToken: string;
  isAuthenticated: boolean;
  isSubscribed?: boolean;
  profileCompleted?: boolean;
  isSubscribedAPIError?: boolean;
  regionId: number;
  name?: string;
  weightUnit?: string;
  /** The plan picked on the marketing page, carried from sign-up to the later checkout. */
  planId?: string;
  /** This session began with her sign-up (the code that verified her email); a login starts without it. */
  newMember?: boolean;
  /** Her pregnancy stage as the API says it (login and user info; issue 42): it leads her listings. */
  pregnancyStage?: Trimester | null;
  [profileField: string]: unknown;
}

export const DEFAULT_REGION_ID = 1;

/** localStorage keys; one place so every tab and every remote agree. */
export const STORAGE_KEYS = {
  userInfo: 'userInfo',
  deviceId: 'deviceId',
  returnUrl: 'returnUrl',
  signupInfo: 'signupInfo',
  /** Her colour scheme on this device (theme.ts). */
  theme: THEME_STORAGE_KEY,
} as const;

/** Keys that outlive a session: the device keeps its id (SPEC section 3, "Device") and colour scheme across log-outs. */
const KEPT_ON_LOGOUT: readonly string[] = [STORAGE_KEYS.deviceId, STORAGE_KEYS.theme];

/** Fired in this tab when the stored session changes; other tabs get the native storage event. */
export const SESSION_CHANGED_EVENT = 'session-changed';

export function notifySessionChanged(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}

export function readUserInfo(storage: Pick<Storage, 'getItem'> = globalThis.localStorage): StoredUserInfo | null {
  const raw = storage?.getItem(STORAGE_KEYS.userInfo);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredUserInfo> | null;
    if (!parsed || typeof parsed !== 'object' || typeof parsed.token !== 'string') return null;
    return { regionId: DEFAULT_REGION_ID, ...parsed } as StoredUserInfo;
  } catch {
    return null;
  }
}

export function writeUserInfo(info: StoredUserInfo, storage: Pick<Storage, 'setItem'> = globalThis.localStorage): void {
  storage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(info));
  notifySessionChanged();
}

/** Merges fields into the stored user info; does nothing when no one is stored. */
export function updateUserInfo(
  patch: Partial<StoredUserInfo>,
  storage: Pick<Storage, 'getItem' | 'setItem'> = globalThis.localStorage,
): StoredUserInfo | null {
  const current = readUserInfo(storage);
  if (!current) return null;
  const next = { ...current, ...patch };
  writeUserInfo(next, storage);
  return next;
}

export function clearUserInfo(storage: Pick<Storage, 'removeItem'> = globalThis.localStorage): void {
  storage.removeItem(STORAGE_KEYS.userInfo);
  notifySessionChanged();
}

/** Log-out: everything this app stored goes, except what belongs to the device. */
export function clearSessionStorage(storage: Storage = globalThis.localStorage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && !KEPT_ON_LOGOUT.includes(key)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
  notifySessionChanged();
}

export function isAuthenticated(info: StoredUserInfo | null): info is StoredUserInfo {
  return Boolean(info?.isAuthenticated && info.token);
}

/** The stored user of a login or confirm-otp reply: signed in, subscription as the server saw it. */
export function userInfoFromLogin(payload: LoginData, extra: Partial<StoredUserInfo> = {}): StoredUserInfo {
  return {
    ...payload,
    isAuthenticated: true,
    isSubscribedAPIError: false,
    regionId: payload.regionId ?? DEFAULT_REGION_ID,
    ...extra,
  };
}

/** What sign-up hands to the OTP page and onboarding: the email to verify and the chosen plan. */
export interface SignupInfo {
  email: string;
  planId?: string;
}

export function readSignupInfo(storage: Pick<Storage, 'getItem'> = globalThis.localStorage): SignupInfo | null {
  const raw = storage?.getItem(STORAGE_KEYS.signupInfo);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<SignupInfo> | null;
    if (!parsed || typeof parsed.email !== 'string') return null;
    return { email: parsed.email, ...(typeof parsed.planId === 'string' ? { planId: parsed.planId } : {}) };
  } catch {
    return null;
  }
}

export function writeSignupInfo(info: SignupInfo, storage: Pick<Storage, 'setItem'> = globalThis.localStorage): void {
  storage.setItem(STORAGE_KEYS.signupInfo, JSON.stringify(info));
}

export function clearSignupInfo(storage: Pick<Storage, 'removeItem'> = globalThis.localStorage): void {
  storage.removeItem(STORAGE_KEYS.signupInfo);
}

/**
 * Only a path of this app may be a return URL: it starts with one slash (never "//host" or
 * "/\host", which browsers read as another origin).
 */
export function isSafeReturnUrl(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value);
}

export function readReturnUrl(storage: Pick<Storage, 'getItem'> = globalThis.localStorage): string | null {
  const value = storage?.getItem(STORAGE_KEYS.returnUrl);
  return isSafeReturnUrl(value) ? value : null;
}

export function writeReturnUrl(url: string, storage: Pick<Storage, 'setItem'> = globalThis.localStorage): void {
  if (isSafeReturnUrl(url)) storage.setItem(STORAGE_KEYS.returnUrl, url);
}

export function clearReturnUrl(storage: Pick<Storage, 'removeItem'> = globalThis.localStorage): void {
  storage.removeItem(STORAGE_KEYS.returnUrl);
}

export { MEMBER_GREETINGS, memberGreeting } from './greeting.ts';
