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
}

/**
 * A remote may also ship a server render (render-fallback.tsx): a page made per request for a
 * visitor from the page's public reads. Its folder of the version is for the server, never served.
 */
export const SERVER_RENDERER_DIR = 'server';
export const SERVER_RENDERER_FILE = `${SERVER_RENDERER_DIR}/render-page.mjs`;

export interface FallbackRequest {
  pathname: string;
  search: string;
  /** The page's public reads, answered: request path and query -> reply body (page-reads.ts). */
  replies: Readonly<Record<string, string>>;
}

/** What a remote's server render exports as `renderPage`. */
export type RenderPageFallback = (request: FallbackRequest) => Promise<StaticFallback | null>;

export function isStaticFallback(value: unknown): value is StaticFallback {
  const v = value as Partial<StaticFallback> | null;
  return Boolean(v) && typeof v!.route === 'string' && typeof v!.head === 'string' && typeof v!.body === 'string';
}

const ROOT = '<div id="root"></div>';

/** index.html with the fallback in it; unchanged when the document has no empty root. */
export function withStaticFallback(html: string, fallback: StaticFallback): string {
  if (!html.includes(ROOT) || !html.includes('</head>')) return html;
  return html.replace('</head>', () => `${fallback.head}</head>`).replace(ROOT, () => `<div id="root">${fallback.body}</div>`);
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
