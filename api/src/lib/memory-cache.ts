import { LRUCache } from 'lru-cache';

export interface MemoryCacheOptions<V> {
  /** Most entries held; the least recently used leave first. */
  max: number;
  /** Most bytes held, with how many one value takes (lru-cache's maxSize and sizeCalculation). */
  bytes?: { max: number; of: (value: V) => number };
}

/**
 * What the API keeps in process, every kind of it: a least-recently-used map (lru-cache) of values
 * made from a key, each made once even when asked for by many requests at the same time (a value
 * being made is shared; one whose making fails is not kept, the next ask makes it again). Replies
 * themselves are not kept here: HTTP caching (lib/http-cache.ts) keeps those, in browsers and CDNs.
 */
export function memoryCache<V>(options: MemoryCacheOptions<V>) {
  const { bytes } = options;
  const lru = new LRUCache<string, { value: V }, () => Promise<V>>({
    max: options.max,
    ...(bytes ? { maxSize: bytes.max, sizeCalculation: (held: { value: V }) => Math.max(1, bytes.of(held.value)) } : {}),
    fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
  });
  return {
    /** The value kept for `key`, else made by `make` and kept. */
    async get(key: string, make: () => Promise<V>): Promise<V> {
      const held = await lru.fetch(key, { context: make });
      return held!.value;
    },
    /** The value kept for `key`, if any, without making one. */
    peek(key: string): V | undefined {
      return lru.get(key)?.value;
    },
    set(key: string, value: V): void {
      lru.set(key, { value });
    },
    delete(key: string): void {
      lru.delete(key);
    },
    clear(): void {
      lru.clear();
    },
    /** Entries held: for tests and logs. */
    get size(): number {
      return lru.size;
    },
  };
}
