import { useEffect, type ComponentType } from 'react';
import { Navigate, Outlet, Route, Routes, matchRoutes, useLocation, type RouteObject } from '@app/shared/router';
import { clearReturnUrl, clearUserInfo, isAuthenticated, readReturnUrl, writeReturnUrl } from '@app/shared/session';
import { FailureScreen } from '@app/shared/ui';
import { RemotePage } from '../federation/remote-page.tsx';
import { SubscriptionCheckLoading } from '../federation/remote-page-loading.tsx';
import { RouteLayout } from '../layout/layouts.tsx';
import { ErrorPage } from '../pages/error-page.tsx';
import { LogoutPage } from '../pages/logout-page.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { RouterFallback } from '../pages/router-fallback.tsx';
import { sessionExitCleared, useAppSelector, useSessionState } from '@app/shared/store';
import { selectSubscriptionCheck } from '../session/subscription-check.ts';
import { useAppDispatch } from '../store/hooks.ts';
import { PLAN_CHOICE_TARGET, ROUTE_TABLE, routeTitle, type RouteEntry, type ShellPage } from '@app/shared/routes';
import { decideRoute, type RoutingDecision } from './session-routing.ts';
import { usePageMetadata } from './use-page-metadata.ts';

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

/** Carries out what session routing decided: remember or forget the origin, clear a dead session. */
function useRoutingEffects(decision: RoutingDecision, sessionExitTo: string | null) {
  const dispatch = useAppDispatch();
  const key = JSON.stringify(decision);
  useEffect(() => {
    if (decision.kind === 'redirect' && decision.rememberOrigin) writeReturnUrl(decision.rememberOrigin);
    if (decision.kind === 'redirect' && decision.consumeReturnUrl) clearReturnUrl();
    if ((decision.kind === 'redirect' || decision.kind === 'stay') && decision.clearUserInfo) clearUserInfo();
    if (decision.kind === 'stay' && sessionExitTo) dispatch(sessionExitCleared());
    // The key stands for the decision: a new object with the same content changes nothing.
  }, [key, sessionExitTo, dispatch]);
}

/** The route table as the router ranks it: the row a path renders is the row the frame lays out. */
const PAGE_ROUTES: RouteObject[] = ROUTE_TABLE.map((entry) => ({ path: entry.path, handle: entry }));

/**
 * Session routing (SPEC section 4) and the layout for whichever row of the route table matched,
 * before any remote loads. Runs on every path change, and on every change of the stored session
 * in this tab or another (the store's session slice follows storage events).
 */
export function AppFrame() {
  const location = useLocation();
  const matches = matchRoutes(PAGE_ROUTES, location) ?? [];
  usePageMetadata(location.pathname, location.search);
  const { info, stored, exitTo: sessionExitTo } = useSessionState();
  const checkState = useAppSelector(selectSubscriptionCheck);
  const deepest = matches[matches.length - 1];
  const entry = (deepest?.route.handle as RouteEntry | undefined) ?? ROUTE_TABLE[ROUTE_TABLE.length - 1]!;
  const title = routeTitle({ entry, params: (deepest?.params ?? {}) as Record<string, string> });
  const isMember = isAuthenticated(info);

  const decision = decideRoute({
    pathname: location.pathname,
    search: location.search,
    access: entry.access,
    subscribersOnly: entry.subscribersOnly === true,
    session: {
      stored,
      isAuthenticated: isMember,
      isSubscribed: info?.isSubscribed,
      profileCompleted: info?.profileCompleted,
      isSubscribedAPIError: info?.isSubscribedAPIError,
    },
    subscriptionCheckPending: checkState === 'pending',
    returnUrl: readReturnUrl(),
    sessionExitTo,
  });
  useRoutingEffects(decision, sessionExitTo);

  if (decision.kind === 'redirect') {
    return <Navigate to={decision.to} replace state={decision.rememberOrigin ? { from: decision.rememberOrigin } : undefined} />;
  }

  return (
    <RouteLayout route={entry} title={title} isMember={isMember}>
      {decision.kind === 'wait' ? <SubscriptionCheckLoading /> : null}
      {decision.kind === 'failure' ? <FailureScreen source="subscription" /> : null}
      {decision.kind === 'stay' ? <Outlet /> : null}
      {decision.kind === 'planChoice' ? <RemotePage remote={PLAN_CHOICE_TARGET.remote} expose={PLAN_CHOICE_TARGET.expose} /> : null}
    </RouteLayout>
  );
}

/** Every row of the route table inside the frame; an error no page caught shows the router fallback. */
export function AppRoutes() {
  return (
    <RouterFallback>
      <Routes>
        <Route element={<AppFrame />}>
          {ROUTE_TABLE.map((entry) => (
            <Route key={entry.path} path={entry.path} element={<RoutedPage entry={entry} />} />
          ))}
        </Route>
      </Routes>
    </RouterFallback>
  );
}
