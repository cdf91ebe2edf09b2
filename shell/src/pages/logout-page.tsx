import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorStatus } from '@app/shared/api';
import { isAuthenticated } from '@app/shared/session';
import { useSession } from '@app/shared/store';
import { Spinner } from '@app/shared/ui';
import { ERROR_MESSAGES } from '@app/shared/messages';
import { useLogoutMutation } from '../api/session-api.ts';
import { useAppDispatch } from '../store/hooks.ts';
import { endSession } from '../session/end-session.ts';

const LOGOUT_FAILED = ERROR_MESSAGES.logoutFailed;

/**
 * /logout: POST logout through the base query (bearer token, no body), then clear local
 * storage and go to the default route (session routing takes this tab there once the session
 * is gone).
 */
export function LogoutPage() {
  const dispatch = useAppDispatch();
  const signedIn = isAuthenticated(useSession());
  const [logoutCall] = useLogoutMutation();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  const logout = useCallback(async () => {
    setFailed(false);
    if (signedIn) {
      const result = await logoutCall();
      // 401: the session is already over on the server, which is what logging out wants.
      if (result.error && apiErrorStatus(result.error) !== 401) {
        console.error('[logout]', result.error);
        setFailed(true);
        return;
      }
    }
    endSession(dispatch);
  }, [dispatch, logoutCall, signedIn]);

  useEffect(() => {
    // Once per visit, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    void logout();
  }, [logout]);

  if (!failed) return <Spinner label="Logging out" />;
  return (
    <section className="message-page" role="alert">
      <h1>{LOGOUT_FAILED}</h1>
      <button type="button" className="button button--primary" onClick={() => void logout()}>
        TRY AGAIN
      </button>
    </section>
  );
}
