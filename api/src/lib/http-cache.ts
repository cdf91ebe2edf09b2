/**
 * How long each kind of public reply may be kept, by browsers (max-age) and by shared caches, a CDN
 * (s-maxage), and served stale while one revalidates it (stale-while-revalidate): the one place
 * these lifetimes are chosen. Every public reply also carries a strong ETag of its bytes
 * (@fastify/etag, plugins/http-cache.ts), so a cache revalidates with If-None-Match and gets a 304.
 */
export const PUBLIC_CACHE_LIFETIMES = {
  /**
   * The catalog as visitors read it (content by id, listings and their searches, filters, programs,
   * the home screen, the help centre, about): the same for everyone until a content import. A
   * browser keeps it a minute, a CDN five; a day of stale-while-revalidate keeps a busy page
   * instant while the CDN asks again, so an import reaches every visitor within about five minutes.
   */
  catalog: { maxAge: 60, sMaxAge: 300, staleWhileRevalidate: 86_400 },
  /**
   * What the sign-up and plan pages read (onboarding choices, plans, platform config): changed only
   * by a release or a configuration change, so kept longer.
   */
  reference: { maxAge: 300, sMaxAge: 3_600, staleWhileRevalidate: 86_400 },
  /**
   * A page as a visitor gets it (web.ts): the browser asks again on every load (max-age=0, a 304
   * while nothing changed), so a deploy or a rollback shows on the next load; a CDN answers a busy
   * page for ten seconds, and a minute more while it revalidates.
   */
  page: { maxAge: 0, sMaxAge: 10, staleWhileRevalidate: 60 },
} as const satisfies Record<string, CacheLifetime>;

export interface CacheLifetime {
  maxAge: number;
  sMaxAge: number;
  staleWhileRevalidate: number;
}

export type PublicCacheKind = keyof typeof PUBLIC_CACHE_LIFETIMES;

/**
 * A reply drawn for one member (her API replies, her pages): kept by no cache at all, and marked as
 * depending on who asks (Vary: Cookie, plugins/http-cache.ts and web.ts).
 */
export const PRIVATE_NO_STORE = 'private, no-store';

/** The Cache-Control header of a kind of public reply. */
export function publicCacheControl(kind: PublicCacheKind): string {
  const { maxAge, sMaxAge, staleWhileRevalidate } = PUBLIC_CACHE_LIFETIMES[kind];
  return `public, max-age=${maxAge}, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`;
}

/** An entity tag without its weakness indicator (W/), for the weak comparison If-None-Match uses. */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * Whether an If-None-Match header holds a reply's ETag (RFC 9110 13.1.2): `*`, or a list of entity
 * tags one of which matches by the weak comparison (W/"x" matches "x"). An absent or empty header
 * holds none.
 */
export function ifNoneMatchHolds(header: string | undefined, etag: string): boolean {
  if (!header?.trim()) return false;
  if (header.trim() === '*') return true;
  const wanted = opaque(etag);
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === wanted);
}
