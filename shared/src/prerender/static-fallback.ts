import type { ServerApiCache } from '@app/shared/api';
import { DRAWN_FOR_ATTRIBUTE, type DrawnForMember } from './drawn-for.ts';

/**
 * A remote's static fallback: HTML of a route as a visitor first sees it, rendered at the
 * remote's build and shipped in its dist (so it is versioned and rolled back with it). The
 * server puts it into index.html; the shell keeps showing it until the remote's page renders.
 */
export const STATIC_FALLBACK_FILE = 'static-fallback.json';

/** Marks the fallback's outermost element; its value is the route the fallback is for. */
export const STATIC_FALLBACK_ROOT_ATTRIBUTE = 'data-static-fallback';

export interface StaticFallback {
  /** The pathname it renders, e.g. "/". */
  route: string;
  /** Goes before </head>: the page's critical CSS. */
  head: string;
  /** Goes inside <div id="root">: the shell's layout around the page. */
  body: string;
  /**
   * Set when the body is the shell's own render of the app (shell/src/server), which the browser
   * hydrates: the root is marked SERVER_RENDERED_ATTRIBUTE, and the API cache the render ended
   * with (JSON, scriptJson) follows it, with whom a member's page was drawn for on the root.
   */
  app?: { cache: string; drawnFor?: DrawnForMember };
}

/** Marks the root of a page whose markup is the shell's server render; its value is the route drawn. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

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
export interface FallbackMember {
  userId: number;
  /** Her today, in her time zone as her account last sent it. */
  today: string;
}

export interface FallbackRequest {
  pathname: string;
  search: string;
  /**
   * A GET of the API (path and query): the body of a 200, else null. Asked as a visitor for a
   * visitor's page, as her for a member's. The API supplies it; the page's loader reads through it.
   */
  read: (url: string) => Promise<string | null>;
  /** Set when the page is drawn for a member: her own page, in her frame. */
  member?: FallbackMember;
  /**
   * Cleans article HTML for the page (the server has no DOM for the pages' DOMPurify): the API's
   * own DOMPurify on jsdom, with the same allow-list. A page that shows such HTML fails to render
   * without it, and the server sends the plain page.
   */
  sanitizeHtml?: (html: string) => string;
}

/** A page drawn by the shell's server render; null when it draws none for the request. */
export type RenderPageFallback = (request: FallbackRequest) => Promise<StaticFallback | null>;

/**
 * A remote version's server render as the server loads it: `renderPage`, and as `memberPages` the exposes it
 * draws for a signed-in member (their pages are hers when she has a page session: private, Vary: Cookie).
 */
export interface ServerRenderer {
  renderPage: RenderPageFallback;
  memberPages: readonly string[];
}

/** The shell's server render module (SHELL_SERVER_RENDER_FILE). */
export interface ShellServerRender {
  loadServerRemote: (container: { remote: string; version: string; entry: string }) => Promise<ServerRenderer>;
}

export function isStaticFallback(value: unknown): value is StaticFallback {
  const v = value as Partial<StaticFallback> | null;
  return (
    Boolean(v) &&
    typeof v!.route === 'string' &&
    typeof v!.head === 'string' &&
    typeof v!.body === 'string' &&
    (v!.app === undefined || typeof v!.app.cache === 'string')
  );
}

const ROOT = '<div id="root"></div>';

const attribute = (name: string, value: string) =>
  ` ${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"`;

/**
 * index.html with the fallback in it, and `afterRoot` (the shell's first-screen guard) right after
 * its root; unchanged when the document has no empty root.
 */
export function withStaticFallback(html: string, fallback: StaticFallback, afterRoot = ''): string {
  if (!html.includes(ROOT) || !html.includes('</head>')) return html;
  const { app } = fallback;
  const marks = app
    ? attribute(SERVER_RENDERED_ATTRIBUTE, fallback.route) +
      (app.drawnFor ? attribute(DRAWN_FOR_ATTRIBUTE, JSON.stringify(app.drawnFor)) : '')
    : '';
  const cache = app ? `<script type="application/json" id="${SERVER_API_CACHE_ELEMENT_ID}">${app.cache}</script>` : '';
  return html
    .replace('</head>', () => `${fallback.head}</head>`)
    .replace(ROOT, () => `<div id="root"${marks}>${fallback.body}</div>${cache}${afterRoot}`);
}

/** What the shell keeps of the server's fallback page: the page element inside the layout's <main>. */
export interface CapturedFallbackPage {
  route: string;
  className: string;
  html: string;
}

export function captureFallbackPage(root: ParentNode | null): CapturedFallbackPage | null {
  const frame = root?.querySelector(`[${STATIC_FALLBACK_ROOT_ATTRIBUTE}]`);
  const page = frame?.querySelector('main')?.firstElementChild;
  if (!frame || !page) return null;
  return { route: frame.getAttribute(STATIC_FALLBACK_ROOT_ATTRIBUTE) ?? '', className: page.className, html: page.innerHTML };
}

/**
 * Where an element sits under `root`, as the index of each element on the way down; null when it
 * is not inside. The fallback and the live page are the same markup, so the same path finds the
 * live copy of a button a keyboard user had reached before the scripts ran.
 */
export function elementPath(root: Element | null, target: unknown): number[] | null {
  if (!root || !(target instanceof Element) || !root.contains(target) || target === root) return null;
  const path: number[] = [];
  for (let node: Element = target; node !== root; node = node.parentElement!) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement!.children, node));
  }
  return path;
}

/** The element at a path of elementPath under `root`, or null when the markup has no such place. */
export function elementAt(root: Element | null, path: readonly number[]): Element | null {
  let node: Element | null = root;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}
