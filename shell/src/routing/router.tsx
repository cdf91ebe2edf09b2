import type { ComponentType } from 'react';
import { Navigate, Outlet, createBrowserRouter, useLocation, useMatches } from 'react-router-dom';
import { STORAGE_KEYS, isAuthenticated } from '@app/shared/session';
import { RemotePage } from '../federation/remote-page.tsx';
import { RouteLayout } from '../layout/layouts.tsx';
import { ErrorPage } from '../pages/error-page.tsx';
import { LogoutPage } from '../pages/logout-page.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { RouterFallback } from '../pages/router-fallback.tsx';
import { useSession } from '../session/use-session.ts';
import { ROUTE_TABLE, type RouteEntry, type ShellPage } from './route-table.ts';
import { decideRoute } from './session-routing.ts';

const SHELL_PAGES: Record<ShellPage, ComponentType> = {
  NotFoundPage,
  ErrorPage,
  LogoutPage,
};

function RoutedPage({ entry }: { entry: RouteEntry }) {
  const { target } = entry;
  if ('shell' in target) {
    const Page = SHELL_PAGES[target.shell];
    return <Page />;
  }
  return <RemotePage key={entry.path} remote={target.remote} expose={target.expose} />;
}

/** Access check and layout for whichever row of the route table matched, before any remote loads. */
function AppFrame() {
  const matches = useMatches();
  const location = useLocation();
  const session = useSession();
  const entry = (matches[matches.length - 1]?.handle as RouteEntry | undefined) ?? ROUTE_TABLE[ROUTE_TABLE.length - 1]!;
  const isMember = isAuthenticated(session);

  const decision = decideRoute({
    pathname: location.pathname,
    search: location.search,
    access: entry.access,
    session: { isAuthenticated: isMember },
  });
  if (decision.kind === 'redirect') {
    if (decision.rememberOrigin) localStorage.setItem(STORAGE_KEYS.returnUrl, decision.rememberOrigin);
    return <Navigate to={decision.to} replace state={{ from: decision.rememberOrigin }} />;
  }

  return (
    <RouteLayout route={entry} isMember={isMember}>
      <Outlet />
    </RouteLayout>
  );
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppFrame />,
      errorElement: <RouterFallback />,
      children: ROUTE_TABLE.map((entry) => ({
        path: entry.path,
        handle: entry,
        element: <RoutedPage entry={entry} />,
      })),
    },
  ]);
}
