/** What the catalog's replies may hold in memory by default: a few thousand pages and items. */
export const DEFAULT_CATALOG_CACHE_BYTES = 32 * 1024 * 1024;

/** A 200 reply as sent: its envelope, serialised once. */
export interface CachedReply {
  body: string;
}

/**
 * The catalog's replies (content by id, listing pages, searches) kept serialised in memory for one
 * catalog version: they are the same for every visitor and member until the catalog is written
 * again, and building one takes several queries. A new version empties the cache. The least
 * recently used replies leave first once the bytes held pass the budget (0 keeps nothing).
 * Concurrent requests for the same reply share one build; a failed build is not kept.
 */
export function catalogReplyCache(maxBytes = DEFAULT_CATALOG_CACHE_BYTES) {
  let version: number | null = null;
  let bytes = 0;
  const settled = new Map<string, CachedReply>();
  const building = new Map<string, Promise<CachedReply>>();

  function forgetAll(): void {
    settled.clear();
    building.clear();
    bytes = 0;
  }

  function keep(key: string, reply: CachedReply): void {
    const size = reply.body.length * 2;
    if (size > maxBytes) return;
    settled.set(key, reply);
    bytes += size;
    for (const [oldest, old] of settled) {
      if (bytes <= maxBytes) break;
      settled.delete(oldest);
      bytes -= old.body.length * 2;
    }
  }

  return {
    /** The reply for `key` in catalog version `currentVersion`, built by `build` when it is not held. */
    get(currentVersion: number, key: string, build: () => Promise<CachedReply>): Promise<CachedReply> {
      if (version !== currentVersion) {
        forgetAll();
        version = currentVersion;
      }
      const held = settled.get(key);
      if (held) {
        // Most recently used last: the Map's order is the eviction order.
        settled.delete(key);
        settled.set(key, held);
        return Promise.resolve(held);
      }
      const pending = building.get(key);
      if (pending) return pending;
      const entry = build();
      building.set(key, entry);
      entry.then(
        (reply) => {
          if (building.get(key) !== entry) return;
          building.delete(key);
          keep(key, reply);
        },
        () => {
          if (building.get(key) === entry) building.delete(key);
        },
      );
      return entry;
    },
    /** Bytes held (UTF-16, as the strings sit in memory) and replies held: for tests and logs. */
    size(): { bytes: number; replies: number } {
      return { bytes, replies: settled.size };
    },
  };
}

export type CatalogReplyCache = ReturnType<typeof catalogReplyCache>;
