import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from '@app/shared/router';
import { setupListeners } from '@reduxjs/toolkit/query';
import { installBaseQuery, serverApiCacheHydrated } from '@app/shared/api';
import { subscriptionApi } from '@app/shared/api/subscription';
import { ToastContainer } from '@app/shared/ui';
import { browserToday } from '@app/shared/dates/browser-today';
import { EARLY_FETCHES_GLOBAL, memberPageReads, type EarlyFetches } from '@app/shared/prerender/early-reads';
import { STATIC_FALLBACK_ROOT_ATTRIBUTE, serverApiCacheOf } from '@app/shared/prerender/static-fallback';
import { isAuthenticated } from '@app/shared/session';
import { createBaseQuery } from './api/base-query.ts';
import { answeringEarlyFetches } from './api/early-fetches.ts';
import { withEarlyReads } from './api/early-reads.ts';
import { answeringPageReads, pageReadsOf } from './api/page-reads.ts';
import { loadRegistry } from './federation/registry.ts';
import { OverrideBadge } from './layout/override-badge.tsx';
import { AppRoutes } from './routing/router.tsx';
import { prepareSessionEnd } from './session/end-session.ts';
import { beginSubscriptionCheck, runSubscriptionCheck } from './session/subscription-check.ts';
import { createStore } from './store/store.ts';

async function start() {
  const store = createStore();
  // Refetch on reconnect (SPEC section 9); focus refetching is off in the slice.
  setupListeners(store.dispatch);
  const fromPage = answeringPageReads(pageReadsOf(document), (input, init) => fetch(input, init), location.origin);
  // A member page's HTML asked for her own first reads already (shared/src/prerender/early-reads.ts).
  const fetchFn = answeringEarlyFetches(
    (window as unknown as Record<string, EarlyFetches | undefined>)[EARLY_FETCHES_GLOBAL],
    fromPage,
    location.origin,
  );
  const baseQuery = withEarlyReads(createBaseQuery({ fetchFn, onSessionEnded: () => prepareSessionEnd(store.dispatch) }));
  installBaseQuery(baseQuery.query);
  // The answers the server drew this page's first screen with: the live page renders from them at once.
  const serverCache = serverApiCacheOf(document);
  if (serverCache) store.dispatch(serverApiCacheHydrated(serverCache));

  // SPEC section 4: the subscription check runs once at start for a member; routing waits for it.
  if (beginSubscriptionCheck(store)) {
    void runSubscriptionCheck(store, async () => {
      const result = await store.dispatch(
        subscriptionApi.endpoints.userSubscription.initiate(undefined, { subscribe: false, forceRefetch: true }),
      );
      if (result.error || !result.data) throw result.error ?? new Error('no subscription data');
      return result.data.status;
    });
  }

  // A member's page data is asked for now, while the page's remote loads, not once it has rendered,
  // unless the server drew her page with it (the cache above).
  if (isAuthenticated(store.getState().session.info) && !serverCache) {
    for (const read of memberPageReads(location.pathname, browserToday())) baseQuery.start(read, store);
  }

  const registry = await loadRegistry();
  if (registry.error) console.error(`[federation] remote registry unavailable: ${registry.error}`);

  const root = createRoot(document.getElementById('root')!);
  const render = () =>
    root.render(
      <StrictMode>
        <Provider store={store}>
          <BrowserRouter>
            <AppRoutes />
            {registry.override ? <OverrideBadge override={registry.override} /> : null}
          </BrowserRouter>
          <ToastContainer />
        </Provider>
      </StrictMode>,
    );
  // A first screen the server drew has painted already: the first render may yield to her taps.
  if (document.querySelector(`[${STATIC_FALLBACK_ROOT_ATTRIBUTE}]`)) startTransition(render);
  else render();
}

void start();
