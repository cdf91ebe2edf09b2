import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from '@app/shared/router';
import { setupListeners } from '@reduxjs/toolkit/query';
import { installBaseQuery, serverApiCacheHydrated } from '@app/shared/api';
import { subscriptionApi } from '@app/shared/api/subscription';
// The remotes take dayjs and its plugins only from the share scope (no copy of their own): the shell provides the entry though it reads no date itself.
import '@app/shared/dates';
import { ToastContainer } from '@app/shared/ui';
import { STATIC_FALLBACK_ROOT_ATTRIBUTE, serverApiCacheOf } from '@app/shared/prerender/static-fallback';
import { createBaseQuery } from './api/base-query.ts';
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
  installBaseQuery(createBaseQuery({ onSessionEnded: () => prepareSessionEnd(store.dispatch) }));
  // The page's first reads, as its remote's server render answered them: the live page renders from them at once.
  const serverCache = serverApiCacheOf(document, Date.now());
  if (serverCache) store.dispatch(serverApiCacheHydrated(serverCache));

  // SPEC section 4: the subscription check runs once at start for a member; routing waits for it.
  if (beginSubscriptionCheck(store)) {
    void runSubscriptionCheck(store, async () => {
      // A page drawn for her comes with her subscription, read as her for this page: that answer is the check's.
      const drawnWith = serverCache ? subscriptionApi.endpoints.userSubscription.select()(store.getState()).data : undefined;
      if (drawnWith) return drawnWith.status;
      const result = await store.dispatch(
        subscriptionApi.endpoints.userSubscription.initiate(undefined, { subscribe: false, forceRefetch: true }),
      );
      if (result.error || !result.data) throw result.error ?? new Error('no subscription data');
      return result.data.status;
    });
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
