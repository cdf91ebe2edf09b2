/**
 * The first reads of a page the server draws (ServerPage.load), answered through the API as the
 * request asks it: the store they end in is the one the page renders from, on the server and, as
 * the page's API cache, in the browser. Runs in Node only (the shell's server render, and the
 * remotes' tests of what their pages read).
 */
import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { api, installBaseQuery, type AppBaseQuery } from '@app/shared/api';
import { subscriptionApi } from '@app/shared/api/subscription';
import type { RemoteName } from '@app/shared/contract';
import { isNeverForcedToLogin, matchRoute } from '@app/shared/routes';
import { DEFAULT_REGION_ID } from '@app/shared/session';
import { createRenderStore, storedSessionRead, type AppStore } from '@app/shared/store';
import type { ServerPage, ServerPages } from './server-pages.ts';
import type { PageRenderRequest } from './rendered-page.ts';

/** Can a visitor open this path (a page a visitor is sent to login from is never drawn for one)? */
export function visitorSees(pathname: string): boolean {
  const { entry } = matchRoute(pathname);
  return entry.access !== 'loggedIn' || isNeverForcedToLogin(pathname);
}

/**
 * The page of a remote's ServerPages the server draws for the request: the expose that renders its
 * path, when the remote declares it, drawn as a visitor sees it for a visitor (the guard drops it
 * for anyone signed in) and, for a member, only a page a visitor cannot open. Null otherwise.
 */
export function drawnPageOf(
  remote: RemoteName,
  serverPages: ServerPages,
  { pathname, member }: Pick<PageRenderRequest, 'pathname' | 'member'>,
): { expose: string; page: ServerPage } | null {
  const target = matchRoute(pathname).entry.target;
  if (!('remote' in target) || target.remote !== remote || !Object.hasOwn(serverPages.pages, target.expose)) return null;
  if (visitorSees(pathname) === (member !== undefined)) return null;
  return { expose: target.expose, page: serverPages.pages[target.expose]! };
}

interface RenderExtra {
  baseQuery: AppBaseQuery;
}

/** Every render's store carries its own base query; the one installed base query hands over to it. */
const storeBaseQuery: AppBaseQuery = (args, baseApi, extraOptions) => (baseApi.extra as RenderExtra).baseQuery(args, baseApi, extraOptions);

const NOT_READ = '{"code":503,"data":null,"message":"Not read for the page"}';

/**
 * Answers a GET by the request's read of the API while `open()` says the loader is still reading;
 * anything else fails, and so does the render.
 */
function readingThrough(read: PageRenderRequest['read'], open: () => boolean): AppBaseQuery {
  return fetchBaseQuery({
    baseUrl: 'http://page.invalid',
    fetchFn: async (input) => {
      const request = input as Request;
      const url = new URL(request.url);
      const body = request.method === 'GET' && open() ? await read(`${url.pathname}${url.search}`) : null;
      if (body === null) return new Response(NOT_READ, { status: 503 });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
    },
  });
}

export interface PageReads {
  /** The store the page renders from: its reads' answers, and for a member her session as the browser has it. */
  store: AppStore;
  /** Each read's data, in the order the loader returned them. */
  data: unknown[];
}

/**
 * Runs the page's loader for the request, and for a member reads her subscription too (the shell
 * checks it at start: her page comes with that answer). Null when the loader declines the path or
 * a read fails. Once it returns, the store asks the API for nothing: a read only the render would
 * start fails at once.
 */
export async function readPage(page: ServerPage, request: PageRenderRequest): Promise<PageReads | null> {
  const { pathname, search, member } = request;
  installBaseQuery(storeBaseQuery);
  let loading = true;
  const store = createRenderStore({ baseQuery: readingThrough(request.read, () => loading) } satisfies RenderExtra);
  if (member) {
    // What the browser holds about her is hers alone; the drawn page needs only that she is signed in with a plan.
    const info = {
      id: member.userId,
      email: '',
      token: 'page-session',
      refreshToken: '',
      isAuthenticated: true,
      isSubscribed: true,
      regionId: DEFAULT_REGION_ID,
    };
    store.dispatch(storedSessionRead({ info, stored: true }));
  }
  const params = matchRoute(pathname).params;
  const started = await page.load({
    pathname,
    params,
    search: new URLSearchParams(search.replace(/^\?/, '')),
    dispatch: store.dispatch,
    member,
  });
  if (!started) return null;
  const reads = member ? [...started, store.dispatch(subscriptionApi.endpoints.userSubscription.initiate())] : started;
  const results = await Promise.all(reads);
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
  loading = false;
  if (results.some((result) => result.error !== undefined)) return null;
  return { store, data: results.slice(0, started.length).map((result) => result.data) };
}

/** Did the render leave every query of the store answered (none it started, none that failed)? */
export function allAnswered(store: AppStore): boolean {
  return Object.values(store.getState().api.queries).every((entry) => entry?.status === 'fulfilled');
}
