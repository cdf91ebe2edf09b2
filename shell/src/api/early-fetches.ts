import { EARLY_READ_TTL_MS } from './early-reads.ts';
import { headersOf, sameOriginGetKey } from './same-origin-get.ts';
import { TIMEZONE_HEADER } from '@app/shared/api-contract/envelope';
import type { EarlyFetches } from '@app/shared/prerender/early-reads';

/**
 * A fetch that hands a GET the reply the page's HTML already asked for (earlyFetchScript in
 * shared/src/prerender/early-reads.ts), once, when it asks the same URL with the same token and
 * time zone within EARLY_READ_TTL_MS of the HTML's request. Anything else, or a request the HTML's
 * fetch failed to make, goes to `fetchFn`: the base query then deals with the reply as with its own
 * (a 401 still refreshes the token).
 */
export function answeringEarlyFetches(
  early: EarlyFetches | undefined,
  fetchFn: typeof fetch,
  origin: string,
  now: () => number = Date.now,
): typeof fetch {
  const waiting = new Map(Object.entries(early?.responses ?? {}));
  return (input, init) => {
    if (waiting.size === 0 || !early) return fetchFn(input, init);
    if (now() - early.at > EARLY_READ_TTL_MS) {
      waiting.clear();
      return fetchFn(input, init);
    }
    const key = sameOriginGetKey(input, init, origin);
    const reply = key === null ? undefined : waiting.get(key);
    const headers = headersOf(input, init);
    const sameAsker = headers.get('Authorization') === `Bearer ${early.token}` && headers.get(TIMEZONE_HEADER) === early.timeZone;
    if (!reply || !sameAsker) return fetchFn(input, init);
    waiting.delete(key!);
    return reply.catch(() => fetchFn(input, init));
  };
}
