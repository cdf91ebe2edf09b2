import { replyCache, type CachedReply } from '../../lib/reply-cache.ts';

export type { CachedReply } from '../../lib/reply-cache.ts';

/** What the catalog's replies may hold in memory by default: a few thousand pages and items. */
export const DEFAULT_CATALOG_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * The catalog's replies (content by id, listing pages, searches) kept serialised in memory for one
 * catalog version: they are the same for every visitor and member until the catalog is written
 * again, and building one takes several queries. A new version empties the cache (lib/reply-cache.ts
 * keeps the rest: the byte budget, shared builds).
 */
export function catalogReplyCache(maxBytes = DEFAULT_CATALOG_CACHE_BYTES) {
  const cache = replyCache(maxBytes);
  let version: number | null = null;
  return {
    /** The reply for `key` in catalog version `currentVersion`, built by `build` when it is not held. */
    get(currentVersion: number, key: string, build: () => Promise<CachedReply>): Promise<CachedReply> {
      if (version !== currentVersion) {
        cache.clear();
        version = currentVersion;
      }
      return cache.get(key, String(currentVersion), build);
    },
    size: cache.size,
  };
}

export type CatalogReplyCache = ReturnType<typeof catalogReplyCache>;
