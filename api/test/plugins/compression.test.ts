import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, encodingFor, sendHeld, type HeldBody } from '../../src/lib/compression.ts';
import compression from '../../src/plugins/compression.ts';

describe('encodingFor', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['br;q=0.0, gzip;q=0', null],
    ['br;q=0.5', 'br'],
    ['identity', null],
    ['*', null],
    ['', null],
    [undefined, null],
  ])('%s -> %s', (accept, expected) => {
    expect(encodingFor(accept)).toBe(expected);
  });
});

const big = { items: Array.from({ length: 60 }, (_, i) => ({ id: i, title: `Raspberry & Hazelnut Overnight Oats ${i}` })) };
const small = { ok: true };

describe('the compression plugin and held bodies', () => {
  let app: FastifyInstance;
  const held: HeldBody = { body: JSON.stringify(big) };
  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(compression);
    app.get('/big', async () => big);
    app.get('/small', async () => small);
    app.get('/page', async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(`<!doctype html><p>${'Kindred '.repeat(400)}</p>`),
    );
    app.get('/script', async (_request, reply) => reply.type('text/javascript').send('console.log(1);'.repeat(200)));
    app.get('/held', async (_request, reply) => sendHeld(reply.type('application/json; charset=utf-8'), held));
    await app.ready();
  });
  afterAll(() => app.close());

  const decode = { br: brotliDecompressSync, gzip: gunzipSync, none: (body: Buffer) => body } as const;

  it.each([
    ['/big', 'br, gzip', 'br'],
    ['/big', 'gzip', 'gzip'],
    ['/big', 'identity', 'none'],
    ['/page', 'gzip, br', 'br'],
    ['/held', 'br', 'br'],
    ['/held', 'gzip', 'gzip'],
    ['/held', '', 'none'],
  ] as const)('%s for Accept-Encoding "%s" goes out %s, and reads back the same', async (url, accept, encoding) => {
    const reply = await app.inject({ url, headers: { 'accept-encoding': accept } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe(encoding === 'none' ? undefined : encoding);
    expect(reply.headers.vary).toBe('Accept-Encoding');
    const body = decode[encoding](reply.rawPayload).toString();
    if (url === '/page') expect(body).toContain('<!doctype html>');
    else expect(JSON.parse(body)).toEqual(big);
    if (encoding !== 'none') expect(reply.rawPayload.length).toBeLessThan(body.length / 3);
  });

  it(`leaves a reply under ${COMPRESS_MIN_BYTES} bytes, and what is not JSON or a page, as it is`, async () => {
    for (const url of ['/small', '/script']) {
      const reply = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(reply.headers['content-encoding'], url).toBeUndefined();
    }
  });

  it('compresses a held body once: the copy is kept beside it', async () => {
    const first = await app.inject({ url: '/held', headers: { 'accept-encoding': 'br' } });
    const kept = held.encoded?.br;
    const again = await app.inject({ url: '/held', headers: { 'accept-encoding': 'br' } });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(held.encoded?.br).toBe(kept);
  });
});
