import { useSyncExternalStore } from 'react';
import { readUserInfo, STORAGE_KEYS, type StoredUserInfo } from '@app/shared/session';

/** Fired in this tab when it changes the stored session; other tabs get the native storage event. */
export const SESSION_CHANGED_EVENT = 'session-changed';

let cachedRaw: string | null | undefined;
let cachedInfo: StoredUserInfo | null = null;

function snapshot(): StoredUserInfo | null {
  const raw = localStorage.getItem(STORAGE_KEYS.userInfo);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedInfo = readUserInfo();
  }
  return cachedInfo;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.userInfo) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(SESSION_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(SESSION_CHANGED_EVENT, onChange);
  };
}

export function notifySessionChanged(): void {
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}

/** The stored user info, re-read whenever this or another tab changes it. */
export function useSession(): StoredUserInfo | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
