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
  [profileField: string]: unknown;
}

export const DEFAULT_REGION_ID = 1;

/** localStorage keys; one place so every tab and every remote agree. */
export const STORAGE_KEYS = {
  userInfo: 'userInfo',
  deviceId: 'deviceId',
  returnUrl: 'returnUrl',
} as const;

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
}

export function clearUserInfo(storage: Pick<Storage, 'removeItem'> = globalThis.localStorage): void {
  storage.removeItem(STORAGE_KEYS.userInfo);
}

export function isAuthenticated(info: StoredUserInfo | null): info is StoredUserInfo {
  return Boolean(info?.isAuthenticated && info.token);
}
