import type { RemoteName } from '@app/shared/contract';
import { matchRoute } from '@app/shared/routes';

/** What the root says of the server's markup in it (rendered-page.ts): the route it drew, and the version of its remote that drew it. */
export interface DrawnMarkup {
  route: string | null;
  version: string | null;
}

/**
 * Whether the browser hydrates the server's markup: drawn for this path by the very version of
 * the path's remote that this browser runs. A browser that runs another one (a canary device, a
 * tab on its last known good, a registry changed since the page was drawn) would not match that
 * markup, so React would throw it away with a recoverable error: the page is rendered afresh instead.
 */
export function hydratesDrawnMarkup(drawn: DrawnMarkup, pathname: string, runningVersion: (remote: RemoteName) => string): boolean {
  if (drawn.route !== pathname || drawn.version === null) return false;
  const target = matchRoute(pathname).entry.target;
  return 'remote' in target && runningVersion(target.remote) === drawn.version;
}
