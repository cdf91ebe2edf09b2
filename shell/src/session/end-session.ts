import { api } from '@app/shared/api';
import { PATHS } from '@app/shared/routes';
import { clearSessionStorage } from '@app/shared/session';
import { sessionExitMarked, type AppDispatch } from '@app/shared/store';

/** Before the base query clears storage on a refused refresh: head for the default route, drop cached data. */
export function prepareSessionEnd(dispatch: AppDispatch): void {
  dispatch(sessionExitMarked(PATHS.home));
  dispatch(api.util.resetApiState());
}

/** Log out locally: the default route, no cached data, nothing stored but the device id. */
export function endSession(dispatch: AppDispatch): void {
  prepareSessionEnd(dispatch);
  clearSessionStorage();
}
