import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '@app/shared/api';
import { clearUserInfo, readUserInfo } from '@app/shared/session';
import { PATHS } from '@app/shared/routes';
import { Spinner } from '@app/shared/ui';
import { ERROR_MESSAGES } from '@app/shared/messages';
import { useAppDispatch } from '../store/hooks.ts';
import { notifySessionChanged } from '../session/use-session.ts';

export const LOGOUT_URL = '/service/user-service/api/auth/logout';
export const LOGOUT_FAILED = ERROR_MESSAGES.logoutFailed;

/** /logout: revoke the session on the server, clear local storage, go to the default route. */
export function LogoutPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [failed, setFailed] = useState(false);

  const logout = useCallback(async () => {
    setFailed(false);
    const token = readUserInfo()?.token;
    try {
      if (token) {
        const response = await fetch(LOGOUT_URL, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
        // 401: the session is already gone on the server, which is what logging out wants.
        if (!response.ok && response.status !== 401) throw new Error(`logout answered ${response.status}`);
      }
    } catch {
      setFailed(true);
      return;
    }
    localStorage.clear();
    clearUserInfo();
    dispatch(api.util.resetApiState());
    notifySessionChanged();
    navigate(PATHS.home, { replace: true });
  }, [dispatch, navigate]);

  useEffect(() => {
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
