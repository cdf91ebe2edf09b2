/**
 * The path and query of a fetch call when it is a GET of `origin`, else null: what the fetches
 * that answer from the page (page-reads.ts, early-fetches.ts) look a reply up by. It reads the
 * call without copying it: a Request made from one with a body would take that body from it.
 */
export function sameOriginGetKey(input: RequestInfo | URL, init: RequestInit | undefined, origin: string): string | null {
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, origin);
  return method === 'GET' && url.origin === origin ? `${url.pathname}${url.search}` : null;
}

/** The headers a fetch call sends (its init's, else its Request's). */
export function headersOf(input: RequestInfo | URL, init: RequestInit | undefined): Headers {
  return new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
}
