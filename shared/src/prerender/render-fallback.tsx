/**
 * A remote's page rendered on the server, as a static fallback (static-fallback.ts): the page's own
 * components and queries, its data read by the loader its remote declares for it (ServerPage.load,
 * RTK Query's `initiate` on the endpoints the page itself uses) through the API, as a visitor or,
 * for a signed-in member, as her. The server puts the result into the page with the API cache it
 * drew with, so the recipe, the listing or her planner paints from the HTML and the live page
 * starts from the same answers. Runs in Node only: a remote's server bundle (dist/server, built by
 * createServerRendererConfig) wraps it with its pages; browser code never imports it.
 */
import type { ComponentType, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { configureStore, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { api, installBaseQuery, type AppBaseQuery } from '@app/shared/api';
import { subscriptionApi } from '@app/shared/api/subscription';
import type { ImageListEntry } from '@app/shared/api-contract/home-screen';
import { isNeverForcedToLogin, matchRoute, routeTitle } from '@app/shared/routes';
import { rootReducer } from '@app/shared/store';
import { chooseImage, variantsFromImageList } from '../media/image-choice.ts';
import { HtmlSanitizerContext } from '../text/html-sanitizer-context.ts';
import { SERVER_API_CACHE_ELEMENT_ID, type FallbackMember, type FallbackRequest, type StaticFallback } from './static-fallback.ts';
import type { SessionFlag } from './drawn-for.ts';
import { PageFrame } from './page-frame.tsx';
import { scriptJson } from './script-json.ts';

export type { FallbackRequest, RenderPageFallback } from './static-fallback.ts';

const LEADING_LINKS = /^(?:<link [^>]*>)+/;

/** Can a visitor open this path (a page a visitor is sent to login from is never rendered for one)? */
export function visitorSees(pathname: string): boolean {
  const { entry } = matchRoute(pathname);
  return entry.access !== 'loggedIn' || isNeverForcedToLogin(pathname);
}

/** What a page's loader is given: the path's params and query, the render's store, and whom it is drawn for. */
export interface PageLoad {
  pathname: string;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  /** Dispatches RTK Query's `initiate` of the page's endpoints; their answers are the page's first reads. */
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
  member?: FallbackMember;
}

/** A started read as `initiate` returns it: awaited, its data or its error. */
type StartedRead = PromiseLike<{ data?: unknown; error?: unknown }>;

/** The page's main picture: where its images are in the first reads, and the box the page shows it in. */
export interface LeadImage {
  imageList: readonly ImageListEntry[];
  aspectRatio: number;
  sizes: string;
}

/**
 * A page a remote's server bundle draws, and the reads it is drawn from: the remote declares both,
 * so a change to what a page reads ships with that remote's deploy alone.
 */
export interface ServerPage {
  Page: ComponentType;
  /**
   * Starts the page's first reads and returns them (a read that depends on another's answer may
   * await it first); null when the page is not drawn for this path and query (a search, a bad id).
   */
  load: (load: PageLoad) => readonly StartedRead[] | null | Promise<readonly StartedRead[] | null>;
  /** The picture the page leads with, from its reads' data in the order load returned them: preloaded beside the scripts. */
  leadImage?: (data: readonly unknown[]) => LeadImage | undefined;
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
function readingThrough(read: FallbackRequest['read'], open: () => boolean): AppBaseQuery {
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

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A preload of the page's main picture with the srcset and sizes its <img> will have, so the
 * browser fetches that same file beside the scripts rather than once they have run. Empty when
 * there is none.
 */
export function leadImagePreload(image: LeadImage | undefined): string {
  const chosen = image ? chooseImage(variantsFromImageList(image.imageList), { aspectRatio: image.aspectRatio }) : null;
  if (!chosen) return '';
  const srcset = chosen.srcSet ? ` imagesrcset="${escapeAttribute(chosen.srcSet)}" imagesizes="${escapeAttribute(image!.sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(chosen.src)}"${srcset} fetchpriority="high">`;
}

export interface RenderOptions {
  /** Around the page, inside the frame: what the page's own hooks read in the browser (her day, say). */
  wrap?: (page: ReactNode, request: FallbackRequest) => ReactNode;
  /**
   * By expose, the flags of a member's stored session that drop her drawn page before it paints
   * (DrawnForMember.droppedIf): for a page that reads them as the server cannot (it draws the page
   * as if they were unset).
   */
  droppedIf?: Readonly<Record<string, readonly SessionFlag[]>>;
}

/**
 * The page of `pages` that renders the path, in the frame its reader sees (a visitor's, or for
 * request.member hers): its loader's reads answered, rendered once. Null when no page of these
 * renders the path, a visitor cannot open it (or, for a member, it is not a member's page), its
 * loader declines the path, a read fails, or the render starts a query the loader did not answer
 * (the page would show a spinner).
 */
export async function renderServerPage(
  pages: Readonly<Record<string, ServerPage>>,
  request: FallbackRequest,
  { wrap = (page) => page, droppedIf = {} }: RenderOptions = {},
): Promise<StaticFallback | null> {
  const { pathname, search, member } = request;
  const match = matchRoute(pathname);
  const target = match.entry.target;
  const expose = 'remote' in target && Object.hasOwn(pages, target.expose) ? target.expose : undefined;
  const page = expose === undefined ? undefined : pages[expose];
  // A page a visitor can open is drawn as a visitor sees it (its guard drops it for anyone signed in); a member's page only for her.
  if (!page || visitorSees(pathname) === (member !== undefined)) return null;

  installBaseQuery(storeBaseQuery);
  let loading = true;
  const extra: RenderExtra = { baseQuery: readingThrough(request.read, () => loading) };
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
  const query = search.replace(/^\?/, '');
  const started = await page.load({ pathname, params: match.params, search: new URLSearchParams(query), dispatch: store.dispatch, member });
  if (!started) return null;
  // Her subscription, which the shell checks at start before it shows her a paid page: her page comes with that answer.
  const reads = member ? [...started, store.dispatch(subscriptionApi.endpoints.userSubscription.initiate())] : started;
  const results = await Promise.all(reads);
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
  // From here on the API is not asked: a query only the render starts fails at once.
  loading = false;
  if (results.some((result) => result.error !== undefined)) return null;

  const { Page } = page;
  const html = renderToStaticMarkup(
    <Provider store={store}>
      <StaticRouter location={`${pathname}${query ? `?${query}` : ''}`}>
        <HtmlSanitizerContext value={request.sanitizeHtml ?? null}>
          <PageFrame
            route={match.entry}
            title={routeTitle(match)}
            drawnFor={member && { userId: String(member.userId), today: member.today, droppedIf: droppedIf[expose!] ?? [] }}
            fallbackRoute={pathname}
          >
            <Routes>
              <Route path={match.entry.path} element={wrap(<Page />, request)} />
            </Routes>
          </PageFrame>
        </HtmlSanitizerContext>
      </StaticRouter>
    </Provider>,
  );
  const unanswered = await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
  const { queries, provided } = store.getState().api;
  if (unanswered.length > 0 || Object.values(queries).some((entry) => entry?.status !== 'fulfilled')) return null;
  const cache = scriptJson({ queries, mutations: {}, provided });
  const cacheElement = `<script type="application/json" id="${SERVER_API_CACHE_ELEMENT_ID}">${cache}</script>`;
  // React writes a preload for the high-priority image before the markup; the head has the loader's own.
  // The server puts the shell's first-screen guard after the cache, which it drops with the markup for anyone it is not drawn for.
  return {
    route: pathname,
    head: leadImagePreload(page.leadImage?.(results.map((result) => result.data))),
    body: `${html.replace(LEADING_LINKS, '')}${cacheElement}`,
  };
}
