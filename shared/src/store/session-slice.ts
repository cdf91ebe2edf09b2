import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readUserInfo, SESSION_CHANGED_EVENT, STORAGE_KEYS, type StoredUserInfo } from '@app/shared/session';

/** What the browser holds about the session (SPEC section 3, "Stored user info"). */
export interface StoredSession {
  /** The stored user info, or null. */
  info: StoredUserInfo | null;
  /** Something is stored under userInfo, even a value that makes no session. */
  stored: boolean;
}

export interface SessionState extends StoredSession {
  /**
   * Where this tab goes when it ended its session on purpose (log out, refused refresh): SPEC
   * sends the user to the default route, not to login. Other tabs see only the storage change
   * and follow the normal rule (login, remembering where they were).
   */
  exitTo: string | null;
}

function readStoredSession(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): StoredSession {
  if (!storage) return { info: null, stored: false };
  return { info: readUserInfo(storage), stored: storage.getItem(STORAGE_KEYS.userInfo) !== null };
}

/**
 * The session as a slice of the one store. localStorage stays where it is kept (every tab and
 * remote writes it through shared/src/session); the slice mirrors it, re-read whenever this tab
 * (SESSION_CHANGED_EVENT) or another tab (the storage event) changes it.
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ ...readStoredSession(), exitTo: null }),
  reducers: {
    storedSessionRead(state, action: PayloadAction<StoredSession>) {
      state.info = action.payload.info;
      state.stored = action.payload.stored;
    },
    sessionExitMarked(state, action: PayloadAction<string>) {
      state.exitTo = action.payload;
    },
    sessionExitCleared(state) {
      state.exitTo = null;
    },
  },
  selectors: {
    selectSession: (state) => state,
    selectUserInfo: (state) => state.info,
  },
});

export const { storedSessionRead, sessionExitMarked, sessionExitCleared } = sessionSlice.actions;

/** Keeps the slice in step with localStorage; returns the function that stops it. */
export function followStoredSession(
  dispatch: (action: PayloadAction<StoredSession>) => unknown,
  storage: Storage = globalThis.localStorage,
): () => void {
  if (typeof window === 'undefined' || !storage) return () => {};
  let lastRaw = storage.getItem(STORAGE_KEYS.userInfo);
  const reread = () => {
    const raw = storage.getItem(STORAGE_KEYS.userInfo);
    if (raw === lastRaw) return;
    lastRaw = raw;
    dispatch(storedSessionRead(readStoredSession(storage)));
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.userInfo) reread();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(SESSION_CHANGED_EVENT, reread);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(SESSION_CHANGED_EVENT, reread);
  };
}
