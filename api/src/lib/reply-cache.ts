import type { FastifyReply } from 'fastify';
import { sendHeld, type HeldBody } from './compression.ts';

/** A 200 reply as sent: its envelope, serialised once, and compressed once for each encoding asked for. */
export type CachedReply = HeldBody;

/**
 * Replies kept serialised in memory, each with the stamp of the state it was built from (a catalog
 * version, a planner week's revision): a request asks for a key at the stamp it has just read, and
 * a reply held with another stamp is built again. The least recently used replies leave first once
 * the bytes held pass the budget (0 keeps nothing). Concurrent requests for the same key and stamp
 * share one build; a failed build is not kept.
 */
export function replyCache(maxBytes: number) {
  let bytes = 0;
  const settled = new Map<string, { stamp: string; reply: CachedReply }>();
  const building = new Map<string, Promise<CachedReply>>();
  const sizeOf = (reply: CachedReply) => reply.body.length * 2;

  function forget(key: string): void {
    const held = settled.get(key);
    if (!held) return;
    settled.delete(key);
    bytes -= sizeOf(held.reply);
  }

  function keep(key: string, stamp: string, reply: CachedReply): void {
    forget(key);
    if (sizeOf(reply) > maxBytes) return;
    settled.set(key, { stamp, reply });
    bytes += sizeOf(reply);
    for (const [oldest, old] of settled) {
      if (bytes <= maxBytes) break;
      settled.delete(oldest);
      bytes -= sizeOf(old.reply);
    }
  }

  return {
    /** The reply for `key` as of `stamp`, built by `build` when it is not held. */
    get(key: string, stamp: string, build: () => Promise<CachedReply>): Promise<CachedReply> {
      const held = settled.get(key);
      if (held?.stamp === stamp) {
        // Most recently used last: the Map's order is the eviction order.
        settled.delete(key);
        settled.set(key, held);
        return Promise.resolve(held.reply);
      }
      const buildKey = `${stamp}\n${key}`;
      const pending = building.get(buildKey);
      if (pending) return pending;
      const entry = build();
      building.set(buildKey, entry);
      entry.then(
        (reply) => {
          if (building.get(buildKey) !== entry) return;
          building.delete(buildKey);
          keep(key, stamp, reply);
        },
        () => {
          if (building.get(buildKey) === entry) building.delete(buildKey);
        },
      );
      return entry;
    },
    /** Forgets every reply, and every build under way. */
    clear(): void {
      settled.clear();
      building.clear();
      bytes = 0;
    },
    /** Bytes held (UTF-16, as the strings sit in memory) and replies held: for tests and logs. */
    size(): { bytes: number; replies: number } {
      return { bytes, replies: settled.size };
    },
  };
}

export type ReplyCache = ReturnType<typeof replyCache>;

/** The route's 200 envelope around `data`, serialised by its response schema as Fastify would send it. */
export function serialisedOk(reply: FastifyReply, data: unknown): CachedReply {
  return { body: String(reply.serialize({ code: 200, data, message: 'OK' })) };
}

/**
 * Sends a reply serialised before, compressed the way plugins/compression.ts would, from the copy
 * kept beside it: a reply held in memory is compressed once, not on every request. The bytes a
 * cache counts are the body's; a compressed copy adds about a sixth.
 */
export function sendCached(reply: FastifyReply, cached: CachedReply): FastifyReply {
  return sendHeld(reply.type('application/json; charset=utf-8'), cached);
}
