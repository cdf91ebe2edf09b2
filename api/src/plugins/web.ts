import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createIndexPage, withScriptHashes } from '../features/web/index-page.ts';

export interface WebOptions {
  shellDir: string | null;
  registryDir: string | null;
}

const API_PREFIXES = ['/service/', '/search/', '/interaction/', '/progress/', '/subscription/', '/api/', '/docs', '/dev/', '/health', '/telemetry/', '/metrics'];
const YEAR_SECONDS = 365 * 24 * 60 * 60;
const IMMUTABLE = `public, max-age=${YEAR_SECONDS}, immutable`;
/** The routes @fastify/static registers below (wildcard routes under each prefix). */
const STATIC_ROUTES = new Set(['/remotes/*', '/*']);

/** A shell file whose name carries its content hash (main.1a2b3c4d.js), or its brotli/gzip copy as sent. */
export function isVersionedFile(filePath: string): boolean {
  return /\.[0-9a-f]{8}\.(js|css)(\.br|\.gz)?$/.test(filePath);
}

/** The encoding to send a page in: brotli, else gzip, when Accept-Encoding takes it (q > 0); else none. */
export function pageEncodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
      .map(([coding]) => coding!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : null;
}

/** A page made for this request (with its replies and metadata), compressed for it as it goes out. */
function compressPage(html: string, encoding: 'br' | 'gzip'): Buffer {
  // Brotli's quality 5 takes well under a millisecond for a page and sends about a fifth of it.
  return encoding === 'br' ? brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(html, { level: 6 });
}

/**
 * The web side of the one process: the shell with SPA fallback, the registry file (never
 * cached, so a rollback takes effect on the next page load) and the versioned remotes
 * (immutable, cached for a year, since a version folder never changes). Built files go out as
 * the brotli or gzip copy the build wrote beside them (shared/build/precompress-plugin.ts)
 * when the browser accepts it. Only the pages themselves, made per request, are compressed as they go out.
 */
async function web(app: FastifyInstance, options: WebOptions) {
  const { shellDir, registryDir } = options;

  // A built file's body and a page's depend on Accept-Encoding (brotli, gzip or plain): caches
  // must know. Added on send, beside what other plugins put in Vary (CORS adds Origin).
  app.addHook('onSend', async (request, reply) => {
    const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (!isPage && !STATIC_ROUTES.has(request.routeOptions.url ?? '')) return;
    const vary = String(reply.getHeader('vary') ?? '').split(',').map((field) => field.trim()).filter(Boolean);
    if (!vary.includes('Accept-Encoding')) reply.header('vary', [...vary, 'Accept-Encoding'].join(', '));
  });

  if (registryDir) {
    app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
      const registry = await readFile(path.join(registryDir, 'remotes.json'), 'utf8').catch(() => null);
      reply.header('Cache-Control', 'no-cache');
      if (registry === null) return reply.code(404).send({ code: 404, data: null, message: 'No remote is deployed yet' });
      return reply.type('application/json').send(registry);
    });
    await app.register(fastifyStatic, {
      root: path.join(registryDir, 'remotes'),
      prefix: '/remotes/',
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
    });
  }

  if (shellDir && existsSync(path.join(shellDir, 'index.html'))) {
    // Pages get their title and description, and / the marketing remote's static fallback (see index-page.ts).
    const indexPage = createIndexPage({
      shellDir,
      registryDir,
      readPublic: async (url) => {
        const response = await app.inject({ method: 'GET', url });
        return response.statusCode === 200 ? response.body : null;
      },
      ...(app.hasDecorator('db')
        ? {
            articleFor: (contentId: number) =>
              app.db.selectFrom('contentItems').select(['kind', 'title', 'summary', 'urlPartial']).where('contentId', '=', contentId).where('contentType', '=', 'article').executeTakeFirst(),
          }
        : {}),
    });
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const url = new URL(request.url, 'http://localhost');
      const page = await indexPage(url.pathname, url.search);
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') reply.header('content-security-policy', withScriptHashes(policy, page.scriptHashes));
      reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
      const encoding = pageEncodingFor(request.headers['accept-encoding']);
      return encoding ? reply.header('Content-Encoding', encoding).send(compressPage(page.html, encoding)) : reply.send(page.html);
    };
    app.get('/', { schema: { hide: true } }, sendPage);
    await app.register(fastifyStatic, {
      root: shellDir,
      prefix: '/',
      index: ['index.html'],
      wildcard: true,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (res, filePath) => res.setHeader('Cache-Control', isVersionedFile(filePath) ? IMMUTABLE : 'no-cache'),
    });
    app.setNotFoundHandler((request, reply) => {
      const url = request.url;
      const wantsPage = request.method === 'GET' && !API_PREFIXES.some((p) => url.startsWith(p)) && !url.startsWith('/remotes');
      const isAsset = /\.[a-z0-9]+($|\?)/i.test(url.split('?')[0] ?? '');
      if (wantsPage && !isAsset) {
        return sendPage(request, reply);
      }
      return reply.code(404).send({ code: 404, data: null, message: `Route ${request.method} ${url.split('?')[0]} not found`, errorCode: 'NOT_FOUND' });
    });
  }
}

export default fp(web, { name: 'web' });
