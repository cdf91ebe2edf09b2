import { PAGE_READS_ELEMENT_ID, readPageReads } from '@app/shared/prerender/page-reads';
import { sameOriginGetKey } from './same-origin-get.ts';

/** The replies the server wrote into this page (shared/src/prerender/page-reads.ts). */
export function pageReadsOf(doc: Document): Map<string, string> {
  return readPageReads(doc.getElementById(PAGE_READS_ELEMENT_ID)?.textContent);
}

/** The page's replies answer only this soon after the page loaded: later, the API answers afresh. */
export const PAGE_READ_TTL_MS = 60_000;

/**
 * A fetch that answers a GET of this origin from the page's replies, once each and only within
 * PAGE_READ_TTL_MS of `loadedAt`: a later call of the same URL (a refetch, a retry, a visit back)
 * goes to the network. Everything else goes to `fetchFn`.
 */
export function answeringPageReads(
  replies: Map<string, string>,
  fetchFn: typeof fetch,
  origin: string,
  { loadedAt = Date.now(), now = Date.now }: { loadedAt?: number; now?: () => number } = {},
): typeof fetch {
  return (input, init) => {
    if (replies.size > 0 && now() - loadedAt > PAGE_READ_TTL_MS) replies.clear();
    if (replies.size > 0) {
      const key = sameOriginGetKey(input, init, origin);
      const body = key === null ? undefined : replies.get(key);
      if (body !== undefined) {
        replies.delete(key!);
        return Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }));
      }
    }
    return fetchFn(input, init);
  };
}
