import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_RENDERER_DIR } from '@app/shared/prerender/rendered-page';
import { TIMEZONE_HEADER } from '@app/shared/api-contract/envelope';
import { todayInZone } from '@app/shared/planner/calendar';
import { createIndexPage, withScriptHashes, type PageMember } from '../features/web/index-page.ts';
import { findActiveSession } from '../features/auth/session-repository.ts';
import type { RegistryView } from '../features/registry/registry-view.ts';
import type { OverrideResolver } from '../features/registry/remote-overrides.ts';
import type { RemoteOverride } from '@app/shared/platform/remote-override';
import { IMMUTABLE_CACHE_CONTROL, type RemoteBlobStore } from '@app/deploy/blob-store';
import { serveRemoteFiles } from '../features/web/remote-files.ts';
import { htmlSanitizer } from '../lib/html-sanitizer.ts';
import { pageSessionOf } from '../lib/page-session.ts';
import { catalogStateWatcher } from '../features/catalog/catalog-version.ts';
import { addVary, encodingFor } from '../lib/compression.ts';
import { ifNoneMatchHolds, PRIVATE_NO_STORE, publicCacheControl } from '../lib/http-cache.ts';

interface WebOptions {
  shellDir: string | null;
  /** How long a remote's server render may take (index-page.ts's SERVER_RENDER_TIMEOUT_MS when unset). */
  renderTimeoutMs?: number;
  /** The remotes' files (remotes/<name>/<version>/, in a folder or a bucket) and this instance's copy of the shared registry. */
  registry: { registryDir: string; blobs?: RemoteBlobStore; view: RegistryView; overrideFor?: OverrideResolver } | null;
}

const API_PREFIXES = [
  '/registry',
  '/service/',
  '/search/',
  '/interaction/',
  '/progress/',
  '/subscription/',
  '/api/',
  '/docs',
  '/dev/',
  '/health',
  '/telemetry/',
  '/metrics',
];
const IMMUTABLE = IMMUTABLE_CACHE_CONTROL;
/** The routes @fastify/static registers below (wildcard routes under each prefix). */
const STATIC_ROUTES = new Set(['/remotes/*', '/*']);

/** A shell file whose name carries its content hash (main.1a2b3c4d.js), or its brotli/gzip copy as sent. */
export function isVersionedFile(filePath: string): boolean {
  return /\.[0-9a-f]{8}\.(js|css)(\.br|\.gz)?$/.test(filePath);
}

/** A path that names a file (its last segment has an extension): anything else is a page. */
function isFilePath(pathName: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathName);
}

/** A file of a remote version's server folder, as a path under /remotes/ ({remote}/{version}/server/...). */
function isServerRendererPath(pathName: string): boolean {
  const [, , folder] = decodeURIComponent(pathName).split('/').filter(Boolean);
  return folder === SERVER_RENDERER_DIR;
}

/**
 * The web side of the one process: the shell with SPA fallback, the registry file (never
 * cached, so a rollback takes effect on the next page load) and the versioned remotes
 * (immutable, cached for a year, since a version folder never changes). Built files go out as
 * the brotli or gzip copy the build wrote beside them (shared/build/precompress-plugin.ts)
 * when the browser accepts it; the pages, made per request, are compressed as they go out
 * (plugins/compression.ts). A visitor's page is public and cached briefly by a CDN, revalidated
 * by the browser on every load (its ETag, plugins/http-cache.ts, answers 304 while it is the same);
 * a member's own page is private, no-store.
 */
async function web(app: FastifyInstance, options: WebOptions) {
  const { shellDir } = options;
  const registryDir = options.registry?.registryDir ?? null;
  const view = options.registry?.view ?? null;
  const registryText = async () => (view ? ((await view.snapshot())?.text ?? null) : null);
  /**
   * The registry this request is served under: an override (a signed cookie naming a version the
   * registry holds, or the dev server's --remote) puts its version in place, for this request only.
   */
  const registryFor = async (request: FastifyRequest): Promise<{ text: string | null; override: RemoteOverride | null }> => {
    const snapshot = view ? await view.snapshot() : null;
    const overridden = snapshot && options.registry?.overrideFor ? await options.registry.overrideFor(request, snapshot.registry) : null;
    return overridden
      ? { text: JSON.stringify(overridden.registry), override: overridden.override }
      : { text: snapshot?.text ?? null, override: null };
  };
  /**
   * A reply under an override is for that browser alone: never stored by any cache (a CDN would
   * hand the override to everyone), never revalidated against a copy kept without it (a 304 would
   * show the page everyone gets, or the other way round).
   */
  const asOverridden = (request: FastifyRequest, reply: FastifyReply) => {
    delete request.headers['if-none-match'];
    addVary(reply, 'Cookie');
    reply.header('Cache-Control', PRIVATE_NO_STORE);
  };

  // A built file's body depends on Accept-Encoding (its brotli, gzip or plain copy): caches must
  // know. Added on send, beside what other plugins put in Vary (CORS adds Origin).
  app.addHook('onSend', async (request, reply) => {
    if (STATIC_ROUTES.has(request.routeOptions.url ?? '')) addVary(reply, 'Accept-Encoding');
  });

  if (registryDir) {
    app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
      const { text: registry, override } = await registryFor(request);
      if (override) asOverridden(request, reply);
      else reply.header('Cache-Control', 'no-cache');
      if (registry === null) return reply.code(404).send({ code: 404, data: null, message: 'No remote is deployed yet' });
      return reply.type('application/json').send(registry);
    });
    if (options.registry?.blobs && options.registry.blobs.kind !== 'folder') {
      serveRemoteFiles(app, options.registry.blobs, { cacheControl: IMMUTABLE, hidden: isServerRendererPath });
    } else
      await app.register(fastifyStatic, {
        root: path.join(registryDir, 'remotes'),
        prefix: '/remotes/',
        decorateReply: false,
        cacheControl: false,
        preCompressed: true,
        // A version's server render runs in this process; it is never sent.
        allowedPath: (pathName) => !isServerRendererPath(pathName),
        setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
      });
  }

  if (shellDir && existsSync(path.join(shellDir, 'index.html'))) {
    // Pages get their title and description, and the shell's server render of their remote's page (see index-page.ts).
    const indexPage = createIndexPage({
      shellDir,
      registryDir,
      ...(options.registry?.blobs ? { blobs: options.registry.blobs } : {}),
      registryText,
      htmlSanitizer,
      ...(options.renderTimeoutMs === undefined ? {} : { renderTimeoutMs: options.renderTimeoutMs }),
      onServerRenderError: (remote, version, error) =>
        app.log.warn({ err: error, remote, version }, 'server render failed: the page goes out without its first screen'),
      onMemberPageError: (error) => app.log.warn({ err: error }, 'a member’s page could not be drawn: it goes out as everyone gets it'),
      readPublic: async (url) => {
        const response = await app.inject({ method: 'GET', url });
        return response.statusCode === 200 ? response.body : null;
      },
      ...(app.hasDecorator('db')
        ? {
            articleFor: (contentId: number) =>
              app.db
                .selectFrom('contentItems')
                .select(['kind', 'title', 'summary', 'urlPartial'])
                .where('contentId', '=', contentId)
                .where('contentType', '=', 'article')
                .executeTakeFirst(),
          }
        : {}),
    });
    // The first page made reads the registry and so loads the active server renders: make one at
    // start. Not awaited: making a page may call the app, which answers once it is ready.
    app.addHook('onReady', async () => {
      void indexPage('/', '').catch((error: unknown) => app.log.warn({ err: error }, 'the home page could not be made at start'));
      // A server render of an article cleans its HTML on jsdom, which takes a moment to load: load it now.
      if (registryDir)
        void htmlSanitizer().catch((error: unknown) => app.log.warn({ err: error }, 'the HTML sanitizer could not be loaded'));
    });
    /**
     * The member a page request's page session names, while that session is live and her profile is
     * done (the shell sends her to finish it first): her own reads are then asked with an access
     * token of that session, as her app would ask them.
     */
    const memberOf = (request: FastifyRequest) => async (): Promise<PageMember | null> => {
      const session = app.hasDecorator('db') ? pageSessionOf(request) : null;
      if (!session) return null;
      const live = await findActiveSession(app.db, session.sessionId, app.clock.now());
      if (live?.userId !== session.userId) return null;
      const user = await app.db
        .selectFrom('users')
        .select(['timezone', 'profileCompleted'])
        .where('id', '=', session.userId)
        .executeTakeFirst();
      if (!user?.profileCompleted) return null;
      const timeZone = user.timezone ?? 'UTC';
      const headers = { authorization: `Bearer ${await app.accessTokens.sign(session)}`, [TIMEZONE_HEADER.toLowerCase()]: timeZone };
      return {
        userId: session.userId,
        today: todayInZone(new Date(app.clock.now()), timeZone),
        read: async (url) => {
          const response = await app.inject({ method: 'GET', url, headers });
          return response.statusCode === 200 ? response.body : null;
        },
      };
    };
    /**
     * A visitor's page drawn in full has a strong ETag of what it is made from (IndexPage.inputs),
     * the catalog as catalog_state says (any server's import changes it; read at most once a
     * second, catalog-version.ts, so a page is at most that stale) and the encoding it goes
     * out in (each its own bytes): a revalidation is answered 304 from those, without drawing the
     * page again. Any other page gets @fastify/etag's hash of its bytes.
     */
    // Unread (null), a page goes out with the hash of its bytes instead.
    const catalogState: () => Promise<string | null> = app.hasDecorator('db') ? catalogStateWatcher(app) : async () => '';
    const pageTag = (request: FastifyRequest, inputs: string, catalog: string) => {
      const encoding = encodingFor(request.headers['accept-encoding']) ?? 'identity';
      return `"${createHash('sha1').update(`${inputs}\n${catalog}\n${encoding}`).digest('base64url')}"`;
    };
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const url = new URL(request.url, 'http://localhost');
      const { text, override } = await registryFor(request);
      if (override) {
        asOverridden(request, reply);
        const page = await indexPage(url.pathname, url.search, memberOf(request), { registryText: text });
        const policy = reply.getHeader('content-security-policy');
        if (typeof policy === 'string') reply.header('content-security-policy', withScriptHashes(policy, page.scriptHashes));
        // Said in the page too, so its bytes (and ETag) never equal a page drawn without it.
        const marker = `<meta name="remote-override" content="${override.remote} ${override.version}">`;
        return reply.type('text/html; charset=utf-8').send(page.html.replace('</head>', `${marker}</head>`));
      }
      // Read before the page is made: a tag never names a catalog older than the page it stands for.
      const catalog = await catalogState();
      const wanted = request.headers['if-none-match'];
      const inputs = wanted && catalog !== null ? await indexPage.inputsFor(url.pathname, url.search) : null;
      if (inputs !== null && catalog !== null && ifNoneMatchHolds(wanted, pageTag(request, inputs, catalog))) {
        addVary(reply, 'Accept-Encoding');
        // A 304's headers replace the kept page's: the policy without the page's inline-script
        // hashes (known only once it is drawn) would block its scripts, so the kept one stays.
        reply.removeHeader('content-security-policy');
        return reply
          .code(304)
          .header('etag', pageTag(request, inputs, catalog))
          .header('Cache-Control', publicCacheControl('page'))
          .send();
      }
      const page = await indexPage(url.pathname, url.search, memberOf(request));
      if (page.inputs !== undefined && catalog !== null) reply.header('etag', pageTag(request, page.inputs, catalog));
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') reply.header('content-security-policy', withScriptHashes(policy, page.scriptHashes));
      // A page that may be drawn for whoever the page session cookie names (her planner) is another
      // page for each cookie: a cache that keys pages by URL alone must not hand hers to the next.
      if (page.varyOnCookie) addVary(reply, 'Cookie');
      return reply
        .header('Cache-Control', page.personal ? PRIVATE_NO_STORE : publicCacheControl('page'))
        .type('text/html; charset=utf-8')
        .send(page.html);
    };
    app.get('/', { schema: { hide: true } }, sendPage);
    await app.register(fastifyStatic, {
      root: shellDir,
      prefix: '/',
      index: ['index.html'],
      wildcard: true,
      cacheControl: false,
      preCompressed: true,
      // A page's path is no file: it goes to the page without three stats (the file, its .br and
      // .gz) that find nothing, which halved the revalidations a recipe page answers a second.
      allowedPath: isFilePath,
      setHeaders: (res, filePath) => res.setHeader('Cache-Control', isVersionedFile(filePath) ? IMMUTABLE : 'no-cache'),
    });
    app.setNotFoundHandler((request, reply) => {
      const url = request.url;
      const wantsPage = request.method === 'GET' && !API_PREFIXES.some((p) => url.startsWith(p)) && !url.startsWith('/remotes');
      if (wantsPage && !isFilePath(url.split('?')[0] ?? '')) {
        return sendPage(request, reply);
      }
      return reply
        .code(404)
        .send({ code: 404, data: null, message: `Route ${request.method} ${url.split('?')[0]} not found`, errorCode: 'NOT_FOUND' });
    });
  }
}

export default fp(web, { name: 'web' });
