import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { homeScreen } from './home-screen-repository.ts';

export interface CachedReply {
  /** The whole envelope, serialised once. */
  body: string;
  etag: string;
}

/**
 * The home screen's reply, built once per content version (the seed and content imports move
 * it): the page is the same for every visitor, and building it takes several queries and 35 KB
 * of JSON. Concurrent first requests share one build. Null when the content is not there.
 */
export function homeScreenCache(app: FastifyInstance) {
  let cached: { version: number; reply: Promise<CachedReply | null> } | null = null;

  async function build(): Promise<CachedReply | null> {
    const data = await homeScreen(app.db);
    if (!data) return null;
    const body = JSON.stringify({ code: 200, data, message: 'OK' });
    return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
  }

  return {
    get(): Promise<CachedReply | null> {
      if (!cached || cached.version !== app.contentVersion) {
        const entry = { version: app.contentVersion, reply: build() };
        cached = entry;
        // A failed build is not kept: the next request tries again.
        entry.reply.catch(() => {
          if (cached === entry) cached = null;
        });
      }
      return cached.reply;
    },
  };
}
