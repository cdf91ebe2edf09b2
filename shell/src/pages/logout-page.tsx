import { useCallback, useEffect, useRef, useState } from 'react';
import { USER_SERVICE_PATHS } from '@app/shared/api-contract/user-service';
import { TIMEZONE_HEADER } from '@app/shared/api-contract/envelope';
import { readUserInfo } from '@app/shared/session';
import { Spinner } from '@app/shared/ui';
import { ERROR_MESSAGES } from '@app/shared/messages';
import { browserTimezone } from '../api/base-query.ts';
import { useAppDispatch } from '../store/hooks.ts';
import { endSession } from '../session/end-session.ts';

export const LOGOUT_FAILED = ERROR_MESSAGES.logoutFailed;

/**
 * /logout: POST logout with the bearer token (no body), then clear local storage and go to the
 * default route (session routing takes this tab there once the session is gone).
 */
export function LogoutPage() {
  const dispatch = useAppDispatch();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  const logout = useCallback(async () => {
    setFailed(false);
    const token = readUserInfo()?.token;
    try {
      if (token) {
        const response = await fetch(USER_SERVICE_PATHS.logout, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, [TIMEZONE_HEADER]: browserTimezone() },
        });
        // 401: the session is already over on the server, which is what logging out wants.
        if (!response.ok && response.status !== 401) throw new Error(`logout answered ${response.status}`);
      }
    } catch (error) {
      console.error('[logout]', error);
      setFailed(true);
      return;
    }
    endSession(dispatch);
  }, [dispatch]);

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
