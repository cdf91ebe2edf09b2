import { useSyncExternalStore } from 'react';
import { readUserInfo, SESSION_CHANGED_EVENT, STORAGE_KEYS, type StoredUserInfo } from '@app/shared/session';

export interface SessionSnapshotValue {
  info: StoredUserInfo | null;
  /** Something is stored under userInfo, even a value that makes no session. */
  stored: boolean;
}

const EMPTY: SessionSnapshotValue = { info: null, stored: false };
let cachedRaw: string | null | undefined;
let cached: SessionSnapshotValue = EMPTY;

function snapshot(): SessionSnapshotValue {
  const raw = localStorage.getItem(STORAGE_KEYS.userInfo);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = { info: readUserInfo(), stored: raw !== null };
  }
  return cached;
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

/** The stored session, re-read whenever this tab (SESSION_CHANGED_EVENT) or another tab (storage event) changes it. */
export function useSessionSnapshot(): SessionSnapshotValue {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}

/** The stored user info, or null. */
export function useSession(): StoredUserInfo | null {
  return useSessionSnapshot().info;
}
