import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicCacheControl } from '../../src/lib/http-cache.ts';
import web, { isVersionedFile } from '../../src/plugins/web.ts';

const script = 'console.log("kindred");\n'.repeat(200);
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A built file with the brotli and gzip copies the build writes beside it. */
function writeBuilt(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

describe('isVersionedFile', () => {
  it.each([
    ['/dist/main.1a2b3c4d.js', true],
    ['/dist/main.1a2b3c4d.js.br', true],
    ['/dist/678.b729d98c.css.gz', true],
    ['/dist/index.html', false],
    ['/dist/index.html.br', false],
    ['/dist/main.js', false],
  ])('%s -> %s', (file, expected) => {
    expect(isVersionedFile(file)).toBe(expected);
  });
});

describe('static files', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'web-plugin-'));
    const shellDir = path.join(root, 'shell');
    const registryDir = path.join(root, 'registry');
    writeBuilt(path.join(shellDir, 'main.1a2b3c4d.js'), script);
    writeFileSync(
      path.join(shellDir, 'index.html'),
      '<!doctype html><html><head><title>Kindred</title></head><body><div id="root"></div></body></html>',
    );
    // A file named like a page: the page's path is never looked up as a file.
    writeFileSync(path.join(shellDir, 'blogs'), 'not the page');
    writeBuilt(path.join(registryDir, 'remotes/content/1.0.0-abc/remoteEntry.js'), script);
    const registry = { schemaVersion: 1 as const, updatedAt: '', remotes: {} };
    const view = { snapshot: async () => ({ registry, text: JSON.stringify(registry) }), invalidate: () => {} };
    app = Fastify({ logger: false });
    // As in the app: CORS puts Origin in Vary before the static files are sent.
    await app.register(cors, { origin: ['http://kindred.test'] });
    await app.register(web, { shellDir, registry: { registryDir, view } });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([
    ['br, gzip', 'br', brotliCompressSync(script)],
    ['gzip', 'gzip', gzipSync(script)],
  ])('a shell file goes out as its precompressed copy for Accept-Encoding: %s, cached for good', async (accept, encoding, copy) => {
    const reply = await app.inject({ url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': accept } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe(encoding);
    expect(reply.headers['content-type']).toMatch(/javascript/);
    expect(reply.headers['cache-control']).toBe(IMMUTABLE);
    expect(reply.headers.vary).toBe('Origin, Accept-Encoding');
    expect(reply.rawPayload.length).toBe(copy.length);
  });

  it('a browser that accepts no encoding gets the file itself', async () => {
    const reply = await app.inject({ url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': 'identity' } });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers.vary).toBe('Origin, Accept-Encoding');
    expect(reply.body).toBe(script);
  });

  it('a remote version file goes out compressed and immutable', async () => {
    const reply = await app.inject({ url: '/remotes/content/1.0.0-abc/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each(['/', '/about'])(
    '%s, a visitor’s page, is public: revalidated by the browser on every load, kept briefly by a CDN',
    async (url) => {
      const reply = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe(publicCacheControl('page'));
      expect(reply.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    },
  );

  it('a path without an extension is a page, even where the shell’s folder holds a file of that name', async () => {
    const reply = await app.inject({ url: '/blogs' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(reply.body).toContain('<div id="root">');
  });

  it('/remotes.json is revalidated on every load (no-cache): a rollback shows on the next one', async () => {
    const reply = await app.inject({ url: '/remotes.json' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-cache');
  });
});
