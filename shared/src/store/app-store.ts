import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api } from '@app/shared/api';
import type { StoredUserInfo } from '../session/user-info.ts';
import { headerActionsSlice } from '@app/shared/chrome';
import { connectToasts, toastSlice } from '@app/shared/ui';
import { followStoredSession, sessionSlice, type SessionState } from './session-slice.ts';

// In the browser the stateful entries (api, store, ui, chrome: shared/build/shared-singletons.ts)
// are one shared module each: entries reach each other through their package names (a relative
// import would bundle a second instance); npm run lint enforces it. The toast and header-action slices live with their components (ui, chrome),
// which need no store import: a remote that shows only a page heading loads no store code.

/**
 * Slices that an app adds at run time with `rootReducer.inject(slice)` (RTK's combineSlices):
 * declare each one here by module augmentation, next to the slice:
 *
 *   declare module '@app/shared/store' {
 *     interface LazyLoadedSlices extends WithSlice<typeof shoppingListSlice> {}
 *   }
 *   export const shoppingList = shoppingListSlice.injectInto(rootReducer);
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The one store's reducer: the API cache, the session, toasts and the top bar's actions. */
export const rootReducer = combineSlices(api, sessionSlice, toastSlice, headerActionsSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

function buildStore(extraArgument?: unknown) {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument } }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof buildStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * The shell creates the one store at boot (and a page test creates its own); it follows the
 * stored session in this tab and the others from then on.
 */
export function createAppStore(): AppStore {
  const store = buildStore();
  followStoredSession(store.dispatch);
  connectToasts(store.dispatch);
  return store;
}

/**
 * A store for one server render (shell/src/server): `extraArgument` reaches the base query, and it
 * follows no browser session and shows no toast.
 */
export function createRenderStore(extraArgument: unknown): AppStore {
  return buildStore(extraArgument);
}

export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

/** The session as the store holds it: user info, whether anything is stored, and this tab's exit. */
export function useSessionState(): SessionState {
  return useAppSelector(sessionSlice.selectors.selectSession);
}

/** The signed-in member's stored user info, or null; re-renders when this tab or another changes it. */
export function useSession(): StoredUserInfo | null {
  return useAppSelector(sessionSlice.selectors.selectUserInfo);
}

export { sessionExitCleared, sessionExitMarked, storedSessionRead, type SessionState, type StoredSession } from './session-slice.ts';
