import { isRouteErrorResponse, useRouteError } from '@app/shared/router';
import { ROUTER_FALLBACK_TITLE } from '@app/shared/ui';

/** The router's last resort: shows the status text or the message of what went wrong. */
export function RouterFallback() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? error.statusText || String(error.status)
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="message-page" role="alert">
      <h1>{ROUTER_FALLBACK_TITLE}</h1>
      <p>
        <i>{detail}</i>
      </p>
    </main>
  );
}
