import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@app/shared/router';
import { setupListeners } from '@reduxjs/toolkit/query';
import { installBaseQuery, serverApiCacheHydrated } from '@app/shared/api';
import { subscriptionApi } from '@app/shared/api/subscription';
// The remotes take dayjs and its plugins only from the share scope (no copy of their own): the shell provides the entry though it reads no date itself.
import '@app/shared/dates';
import {
  DRAWN_BY_VERSION_ATTRIBUTE,
  INLINED_EXPOSE_STYLESHEET_ATTRIBUTE,
  SERVER_RENDERED_ATTRIBUTE,
  serverApiCacheOf,
} from '@app/shared/prerender/rendered-page';
import { matchRoute } from '@app/shared/routes';
import { followStoredTheme } from '@app/shared/session/theme';
import { createBaseQuery } from './api/base-query.ts';
import { hydratesDrawnMarkup } from './federation/drawn-markup.ts';
import { loadRegistry, runningVersion } from './federation/registry.ts';
import { followUnansweredInput } from './federation/unanswered-input.ts';
import { hydrateDrawnPage, loadPageBeforeRender } from './federation/remote-page.tsx';
import { ShellApp } from './routing/shell-app.tsx';
import { prepareSessionEnd } from './session/end-session.ts';
import { beginSubscriptionCheck, runSubscriptionCheck } from './session/subscription-check.ts';
import { createStore } from './store/store.ts';

async function start() {
  followStoredTheme();
  const store = createStore();
  // Refetch on reconnect (SPEC section 9); focus refetching is off in the slice.
  setupListeners(store.dispatch);
  installBaseQuery(createBaseQuery({ onSessionEnded: () => prepareSessionEnd(store.dispatch) }));
  // The page's first reads, as its remote's server render answered them: the live page renders from them at once.
  const serverCache = serverApiCacheOf(document, Date.now());
  if (serverCache) store.dispatch(serverApiCacheHydrated(serverCache));

  // The shell's server render of this page, when the first-screen guard kept it (drawn for whoever opened it).
  const rootElement = document.getElementById('root')!;
  const drawn =
    rootElement.firstChild === null
      ? null
      : {
          route: rootElement.getAttribute(SERVER_RENDERED_ATTRIBUTE),
          version: rootElement.getAttribute(DRAWN_BY_VERSION_ATTRIBUTE),
        };

  // SPEC section 4: the subscription check runs once at start for a member; routing waits for it.
  if (beginSubscriptionCheck(store)) {
    // A page drawn for her comes with her subscription, read as her for this page: that answer is the check's.
    const drawnWith = serverCache ? subscriptionApi.endpoints.userSubscription.select()(store.getState()).data : undefined;
    const check = runSubscriptionCheck(store, async () => {
      if (drawnWith) return drawnWith.status;
      const result = await store.dispatch(
        subscriptionApi.endpoints.userSubscription.initiate(undefined, { subscribe: false, forceRefetch: true }),
      );
      if (result.error || !result.data) throw result.error ?? new Error('no subscription data');
      return result.data.status;
    });
    // Her drawn page was drawn with the check done: the hydrating render starts where the server's did.
    if (drawn && drawnWith) await check;
  }

  // An expose's stylesheet the server wrote into the page is found by its address with the host.
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${INLINED_EXPOSE_STYLESHEET_ATTRIBUTE}]`)) {
    link.setAttribute('href', link.href);
  }
  const registry = await loadRegistry();
  if (registry.error) console.error(`[federation] remote registry unavailable: ${registry.error}`);

  const app = (
    <StrictMode>
      <ShellApp store={store} router={(children) => <BrowserRouter>{children}</BrowserRouter>} override={registry.override ?? null} />
    </StrictMode>
  );
  const target = matchRoute(window.location.pathname).entry.target;
  // Once the registry says which version of the page's remote this browser runs.
  if (drawn && hydratesDrawnMarkup(drawn, window.location.pathname, runningVersion)) {
    // React keeps the server's markup and makes it live; the page's own boundary once its code is in.
    if ('remote' in target) hydrateDrawnPage(target);
    followUnansweredInput(rootElement);
    // As a transition, hydration yields to the browser every few milliseconds (React renders its
    // default hydration lane in one task); a tap on a part not yet live hydrates that part at once.
    startTransition(() => {
      hydrateRoot(rootElement, app);
    });
    return;
  }
  // Markup drawn by another version stays in view until this one's page replaces it.
  if (drawn && 'remote' in target) await loadPageBeforeRender(target);
  createRoot(rootElement).render(app);
}

void start();
