import { createHash } from 'node:crypto';
import fastifyEtag from '@fastify/etag';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogStateWatcher } from '../features/catalog/catalog-version.ts';
import { codeRevision } from '../lib/code-revision.ts';
import { addVary, encodingFor } from '../lib/compression.ts';
import { ifNoneMatchHolds, PRIVATE_NO_STORE, publicCacheControl, type PublicCacheKind } from '../lib/http-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public reply, the same for everyone: cached as this kind says (lib/http-cache.ts). */
    cache?: PublicCacheKind;
    /**
     * The reply is made from the catalog alone (its path, parameters and query, and the catalog):
     * its ETag is then made from those, and a revalidation answered without making it.
     */
    fromCatalog?: boolean;
  }
}

/** The Vary of a reply that depends on who asks: her session cookie (pages) or her access token (API). */
const WHO_ASKS = ['Cookie', 'Authorization'] as const;

/**
 * A catalog read made with her access token carries her own marks (saved, completed) and her
 * region's names: it is hers, never public, and never tagged by the catalog alone.
 */
const asksAsMember = (request: FastifyRequest) => request.headers.authorization !== undefined;

/** The public kind of this reply, or null when it is made for whoever asks. */
const publicKindOf = (request: FastifyRequest): PublicCacheKind | null =>
  asksAsMember(request) ? null : (request.routeOptions.config.cache ?? null);

/**
 * HTTP caching for every reply. A route whose config names a kind of public reply (`config: { cache:
 * 'catalog' }`) answers its 200s with that kind's Cache-Control; every other reply that sets none
 * itself (member replies, sign-in, errors) goes out `private, no-store` with `Vary: Cookie,
 * Authorization`, so no shared cache ever keeps one. Files, media and pages set their own.
 *
 * Every reply with a body also gets a strong ETag, a hash of the bytes as sent (@fastify/etag,
 * registered after plugins/compression.ts so a brotli, gzip and plain copy each have their own, as
 * Vary: Accept-Encoding says they differ), and a GET or HEAD whose If-None-Match holds it gets a 304
 * without the body. A reply made from the catalog alone (`fromCatalog`) is tagged by what it is made
 * from instead, so its revalidation is answered before the handler runs. The 304 is decided here, not by @fastify/etag: it compares the header as one
 * string, so a list of tags (`"a", "b"`), `*` or a weak copy of the tag would miss, and it would
 * answer 304 to a POST or an error too.
 */
async function httpCache(app: FastifyInstance) {
  // A reply made from the catalog alone: its tag names the request, the catalog_state it was made
  // under (read before the handler; any server's import moves it, seen within a second), the code
  // that makes it (codeRevision) and its encoding, so the same tag always names the same bytes.
  let catalogState: (() => Promise<string | null>) | null = null;
  const catalogTags = new WeakMap<FastifyRequest, string>();
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.fromCatalog || asksAsMember(request) || (request.method !== 'GET' && request.method !== 'HEAD'))
      return;
    catalogState ??= catalogStateWatcher(app);
    const state = await catalogState();
    if (state === null) return;
    const encoding = encodingFor(request.headers['accept-encoding']) ?? 'identity';
    const tag = `"c${createHash('sha1').update(`${codeRevision()}\n${state}\n${request.url}\n${encoding}`).digest('base64url')}"`;
    catalogTags.set(request, tag);
    if (ifNoneMatchHolds(request.headers['if-none-match'], tag)) {
      const kind = publicKindOf(request);
      if (kind) reply.header('cache-control', publicCacheControl(kind));
      addVary(reply, 'Accept-Encoding');
      addVary(reply, 'Authorization');
      return reply.code(304).header('etag', tag).send();
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const tag = catalogTags.get(request);
    if (tag && reply.statusCode === 200) reply.header('etag', tag);
    if (reply.hasHeader('cache-control') || reply.raw.hasHeader('cache-control')) return payload;
    const kind = publicKindOf(request);
    if (kind && reply.statusCode === 200) {
      reply.header('cache-control', publicCacheControl(kind));
      // A browser must not answer her signed-in read with the copy it kept from before she signed in.
      addVary(reply, 'Authorization');
      return payload;
    }
    reply.header('cache-control', PRIVATE_NO_STORE);
    for (const header of WHO_ASKS) addVary(reply, header);
    return payload;
  });
  await app.register(fastifyEtag, { replyWith304: false });
  app.addHook('onSend', async (request, reply, payload) => {
    const etag = reply.getHeader('etag');
    const conditional = request.method === 'GET' || request.method === 'HEAD';
    if (!conditional || reply.statusCode !== 200 || typeof etag !== 'string' || !ifNoneMatchHolds(request.headers['if-none-match'], etag))
      return payload;
    reply.code(304);
    return '';
  });
}

export default fp(httpCache, { name: 'http-cache', dependencies: ['compression'] });
