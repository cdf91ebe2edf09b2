import type { ServerApiCache } from '@app/shared/api';
import { DRAWN_FOR_ATTRIBUTE, type DrawnForMember } from './drawn-for.ts';

/**
 * A page the shell's server render drew (shell/src/server): the shell's app at one path, which
 * the browser hydrates. The server writes its markup into index.html's root, marked
 * SERVER_RENDERED_ATTRIBUTE (and, for a member's page, whom it was drawn for), the API cache the
 * render ended with after the root, and its head before </head>.
 */
export interface RenderedPage {
  /** The pathname it renders, e.g. "/". */
  route: string;
  /** Goes before </head>: the preload of its lead picture. */
  head: string;
  /** Goes inside <div id="root">: React's markup of the app. */
  body: string;
  /** The API cache the render ended with (ServerApiCache as JSON, scriptJson). */
  cache: string;
  /** Set for a member's page: whom it was drawn for (DRAWN_FOR_ATTRIBUTE). */
  drawnFor?: DrawnForMember;
  /** The version of the page's remote that drew it (DRAWN_BY_VERSION_ATTRIBUTE). */
  drawnBy: string;
}

/** Marks the root of a page whose markup is the shell's server render; its value is the route drawn. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/**
 * Marks the root with the version of the page's remote that drew it: a browser that runs another
 * one (a canary device, a tab on its last known good, a registry changed since) renders the page
 * itself instead of hydrating markup its version would not match.
 */
export const DRAWN_BY_VERSION_ATTRIBUTE = 'data-drawn-by-version';

/**
 * Marks the disabled link the server leaves beside an expose's stylesheet it wrote into the page
 * (api/src/features/web/index-page.ts). Module Federation looks for a link to the stylesheet by
 * its address with the host, so the shell gives these links theirs before the remote loads.
 */
export const INLINED_EXPOSE_STYLESHEET_ATTRIBUTE = 'data-inlined-expose-stylesheet';

/**
 * A remote version's Node container (shared/build createServerContainerConfig), for the shell's
 * server render (SHELL_SERVER_RENDER_FILE) to load. Its folder of the version is for the server,
 * never served.
 */
export const SERVER_RENDERER_DIR = 'server';
export const SERVER_CONTAINER_FILE = `${SERVER_RENDERER_DIR}/remoteEntry.js`;
/** The shell's server render in its dist folder: it exports loadServerRemote (shell/src/server/render-app.tsx). */
export const SHELL_SERVER_RENDER_FILE = 'server/render-app.mjs';

/** The element of a server render's markup that carries the API cache it ended with (ServerApiCache). */
export const SERVER_API_CACHE_ELEMENT_ID = 'server-api-cache';

/**
 * The API cache a server render left in the page, or null (none, or not readable as one).
 * Its answers are stamped as received at `receivedAt` (the browser's clock, when the page takes
 * them in): they came with the page. Kept at the server's clock, RTK Query's 5 s dedupe would
 * compare two clocks, and a browser whose clock runs ahead, or a page that took more than 5 s to
 * go live, would ask again for everything the page came with.
 */
export function serverApiCacheOf(doc: Pick<Document, 'getElementById'>, receivedAt: number): ServerApiCache | null {
  try {
    const parsed: unknown = JSON.parse(doc.getElementById(SERVER_API_CACHE_ELEMENT_ID)?.textContent ?? 'null');
    const cache = parsed as { queries?: unknown; provided?: unknown } | null;
    if (
      !cache ||
      typeof cache.queries !== 'object' ||
      cache.queries === null ||
      typeof cache.provided !== 'object' ||
      cache.provided === null
    )
      return null;
    const queries = Object.fromEntries(
      Object.entries(cache.queries as Record<string, unknown>).map(([key, entry]) => [key, receivedNow(entry, receivedAt)]),
    );
    return { queries, mutations: {}, provided: cache.provided };
  } catch {
    return null;
  }
}

function receivedNow(entry: unknown, receivedAt: number): unknown {
  if (typeof entry !== 'object' || entry === null) return entry;
  const stamped: Record<string, unknown> = { ...entry };
  for (const field of ['startedTimeStamp', 'fulfilledTimeStamp']) if (typeof stamped[field] === 'number') stamped[field] = receivedAt;
  return stamped;
}

/** The signed-in member a page is drawn for (her page session, api/src/lib/page-session.ts), and her day. */
export interface PageRenderMember {
  userId: number;
  /** Her today, in her time zone as her account last sent it. */
  today: string;
}

export interface PageRenderRequest {
  pathname: string;
  search: string;
  /**
   * A GET of the API (path and query): the body of a 200, else null. Asked as a visitor for a
   * visitor's page, as her for a member's. The API supplies it; the page's loader reads through it.
   */
  read: (url: string) => Promise<string | null>;
  /** Set when the page is drawn for a member: her own page, in her frame. */
  member?: PageRenderMember;
  /**
   * Cleans article HTML for the page (the server has no DOM for the pages' DOMPurify): the API's
   * own DOMPurify on jsdom, with the same allow-list. A page that shows such HTML fails to render
   * without it, and the server sends the plain page.
   */
  sanitizeHtml?: (html: string) => string;
}

/** A page drawn by the shell's server render; null when it draws none for the request. */
export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage | null>;

/**
 * A remote version's server render as the server loads it: `renderPage`, and as `memberPages` the exposes it
 * draws for a signed-in member (their pages are hers when she has a page session: private, Vary: Cookie).
 */
export interface ServerRenderer {
  renderPage: RenderPage;
  memberPages: readonly string[];
}

/** The shell's server render module (SHELL_SERVER_RENDER_FILE). */
export interface ShellServerRender {
  loadServerRemote: (container: { remote: string; version: string; entry: string }) => Promise<ServerRenderer>;
}

export function isRenderedPage(value: unknown): value is RenderedPage {
  const v = value as Partial<RenderedPage> | null;
  return (
    Boolean(v) &&
    typeof v!.route === 'string' &&
    typeof v!.head === 'string' &&
    typeof v!.body === 'string' &&
    typeof v!.cache === 'string' &&
    typeof v!.drawnBy === 'string'
  );
}

const ROOT = '<div id="root"></div>';

/** A value as the text of a double-quoted HTML attribute. */
export const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const attribute = (name: string, value: string) => ` ${name}="${escapeAttribute(value)}"`;

/**
 * index.html with the rendered page in it, and `afterRoot` (the shell's first-screen guard) right
 * after its root and API cache; unchanged when the document has no empty root.
 */
export function withRenderedPage(html: string, page: RenderedPage, afterRoot = ''): string {
  if (!html.includes(ROOT) || !html.includes('</head>')) return html;
  const marks =
    attribute(SERVER_RENDERED_ATTRIBUTE, page.route) +
    attribute(DRAWN_BY_VERSION_ATTRIBUTE, page.drawnBy) +
    (page.drawnFor ? attribute(DRAWN_FOR_ATTRIBUTE, JSON.stringify(page.drawnFor)) : '');
  const cache = `<script type="application/json" id="${SERVER_API_CACHE_ELEMENT_ID}">${page.cache}</script>`;
  return html
    .replace('</head>', () => `${page.head}</head>`)
    .replace(ROOT, () => `<div id="root"${marks}>${page.body}</div>${cache}${afterRoot}`);
}
