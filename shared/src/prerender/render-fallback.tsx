/**
 * A remote's page rendered on the server, as a static fallback (static-fallback.ts): the page's own
 * components and queries, with the page's first reads answering every API call: for a visitor its
 * public reads (page-reads.ts), for a signed-in member her own (early-reads.ts). The server puts
 * the result into the page, so the recipe, the listing or her planner paints from the HTML; the
 * shell keeps showing it until the remote's live render replaces it. Runs in Node only: a remote's server bundle (dist/server, built by
 * createServerRendererConfig) wraps it with its pages; browser code never imports it.
 */
import type { ComponentType, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { api, installBaseQuery, type AppBaseQuery } from '@app/shared/api';
import { STORAGE_KEYS } from '@app/shared/session';
import { isNeverForcedToLogin, matchRoute, routeTitle } from '@app/shared/routes';
import { rootReducer } from '@app/shared/store';
import { BROWSER_TODAY_EXPRESSION } from '../planner/calendar.ts';
import { HtmlSanitizerContext } from '../text/html-sanitizer-context.ts';
import { SERVER_API_CACHE_ELEMENT_ID, type FallbackMember, type FallbackRequest, type StaticFallback } from './static-fallback.ts';
import { PageFrame } from './page-frame.tsx';
import { scriptJson } from './script-json.ts';

export type { FallbackRequest, RenderPageFallback } from './static-fallback.ts';

const LEADING_LINKS = /^(?:<link [^>]*>)+/;

/** Renders at most this many times: each pass answers the queries the last one started. */
const MAX_PASSES = 3;

/**
 * The page's first paint is a visitor's: anyone with a stored session (a signed-in member, with
 * her own recipe variant and top bar, or someone halfway through sign-up, whose region and
 * choices the page reads) drops it before it paints, and the shell renders the page as usual.
 * A stored session is one readUserInfo (shared/src/session) would take: it carries a token.
 */
export const VISITOR_FALLBACK_GUARD = `<script>try{var u=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.userInfo)})||"null");if(u&&typeof u.token==="string")document.currentScript.parentNode.replaceChildren()}catch(e){}</script>`;

/**
 * A member's page is hers alone: it is kept only when the stored session is hers (the same account,
 * signed in, not known to lack a plan or a finished profile, which would send her elsewhere) and
 * her browser's day is the day it was drawn for (she may have moved to another time zone). Anyone
 * else, or a failure to read, drops it before it paints, and the shell renders the page as usual.
 */
export function memberFallbackGuard(member: FallbackMember, alsoKeepsIf?: string): string {
  const keeps =
    'u&&u.isAuthenticated===true&&typeof u.token==="string"&&u.isSubscribed!==false&&u.profileCompleted!==false' +
    `&&String(u.id)===${JSON.stringify(String(member.userId))}&&${BROWSER_TODAY_EXPRESSION}===${JSON.stringify(member.today)}` +
    (alsoKeepsIf ? `&&(${alsoKeepsIf})` : '');
  return `<script>(function(s){try{var u=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.userInfo)})||"null");if(${keeps})return}catch(e){}s.parentNode.replaceChildren()})(document.currentScript)</script>`;
}

/** Can a visitor open this path (a page a visitor is sent to login from is never rendered for one)? */
export function visitorSees(pathname: string): boolean {
  const { entry } = matchRoute(pathname);
  return entry.access !== 'loggedIn' || isNeverForcedToLogin(pathname);
}

interface RenderExtra {
  baseQuery: AppBaseQuery;
}

/** Every render's store carries its own base query; the one installed base query hands over to it. */
const storeBaseQuery: AppBaseQuery = (args, baseApi, extraOptions) => (baseApi.extra as RenderExtra).baseQuery(args, baseApi, extraOptions);

/**
 * Answers a GET whose path and query are among the replies, or that `read` answers; anything else
 * fails, and so does the render.
 */
function answeringReplies(replies: Readonly<Record<string, string>>, read?: FallbackRequest['read']): AppBaseQuery {
  return fetchBaseQuery({
    baseUrl: 'http://page.invalid',
    fetchFn: async (input) => {
      const request = input as Request;
      const url = new URL(request.url);
      const path = `${url.pathname}${url.search}`;
      const body = request.method !== 'GET' ? undefined : (replies[path] ?? (read ? ((await read(path)) ?? undefined) : undefined));
      if (body === undefined) return new Response('{"code":503,"data":null,"message":"Not in the page"}', { status: 503 });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
    },
  });
}

export interface RenderOptions {
  /** Around the page, inside the frame: what the page's own hooks read in the browser (her day, say). */
  wrap?: (page: ReactNode, request: FallbackRequest) => ReactNode;
  /**
   * By expose, what else a member's stored session `u` must hold for her drawn page to be kept: a
   * condition in the guard's JavaScript, for a page that reads her stored session as the server
   * cannot (it draws the page as if the field were unset).
   */
  keepsIf?: Readonly<Record<string, string>>;
}

/**
 * The page of `pages` that renders the path, in the frame its reader sees (a visitor's, or for
 * request.member hers), once every query it makes has its answer. Null when no page of these
 * renders the path, a visitor cannot open it (or, for a member, it is not a member's page), or a
 * query has no answer among the replies (the page would show a spinner or a failure).
 */
export async function renderPageFallback(
  pages: Readonly<Record<string, ComponentType>>,
  request: FallbackRequest,
  { wrap = (page) => page, keepsIf = {} }: RenderOptions = {},
): Promise<StaticFallback | null> {
  const { pathname, search, replies, member } = request;
  const match = matchRoute(pathname);
  const target = match.entry.target;
  const Page = 'remote' in target && Object.hasOwn(pages, target.expose) ? pages[target.expose] : undefined;
  // A page a visitor can open is drawn as a visitor sees it (its guard drops it for anyone signed in); a member's page only for her.
  if (!Page || visitorSees(pathname) === (member !== undefined)) return null;

  installBaseQuery(storeBaseQuery);
  const extra: RenderExtra = { baseQuery: answeringReplies(replies, member ? request.read : undefined) };
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
  const location = `${pathname}${search ? `?${search.replace(/^\?/, '')}` : ''}`;
  const render = () =>
    renderToStaticMarkup(
      <Provider store={store}>
        <StaticRouter location={location}>
          <HtmlSanitizerContext value={request.sanitizeHtml ?? null}>
            <PageFrame route={match.entry} title={routeTitle(match)} member={member !== undefined} fallbackRoute={pathname}>
              <Routes>
                <Route path={match.entry.path} element={wrap(<Page />, request)} />
              </Routes>
            </PageFrame>
          </HtmlSanitizerContext>
        </StaticRouter>
      </Provider>,
    );

  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    html = render();
    const running = await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
    if (running.length === 0) break;
    if (pass === MAX_PASSES - 1) return null;
  }
  const { queries, provided } = store.getState().api;
  if (Object.values(queries).some((query) => query?.status !== 'fulfilled')) return null;
  const cache = scriptJson({ queries, mutations: {}, provided });
  const cacheElement = `<script type="application/json" id="${SERVER_API_CACHE_ELEMENT_ID}">${cache}</script>`;
  const guard = member ? memberFallbackGuard(member, 'remote' in target ? keepsIf[target.expose] : undefined) : VISITOR_FALLBACK_GUARD;
  // React writes a preload for the high-priority image before the markup; the page's head has it already.
  // The cache goes before the guard, which drops it with the markup for anyone it is not drawn for.
  return { route: pathname, head: '', body: `${html.replace(LEADING_LINKS, '')}${cacheElement}${guard}` };
}
