import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemoteBlobStore } from '@app/deploy/blob-store';
import { blobStoreFromEnv } from '@app/deploy/blob-store-env';
import { computeVersion, uploadBuild } from '@app/deploy/commands';
import { startS3Server, type TestS3Server } from '@app/deploy/testing/s3-server';
import { REGISTRY_PATHS } from '@app/shared/api-contract/registry';
import { REMOTE_CONTRACT, type RegistryFile } from '@app/shared/contract';
import { bearer, call, createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { writeShellBuild } from '../../helpers/shell-build.ts';

/** s3rver's port in this suite's range (its failing proxy takes the next one). */
const S3_PORT = 4430;
const CDN = 'https://cdn.example.com';
const ANA = 'ana-secret-0123456789abcdefgh';
const SHELL_HTML =
  '<!doctype html><html><head><title>Kindred</title><meta charset="utf-8"></head><body><div id="root"></div></body></html>';
const RECIPE = '/recipe/meals/30001/raspberry-and-hazelnut-overnight-oats';
const SERVER_RENDER = `export async function renderPage({ pathname }) {
  return { route: pathname, head: '', body: '<div class="layout"><main><h1>Drawn from the bucket</h1></main></div>', cache: '{}' };
}`;

/**
 * The server with its remote files in an S3-compatible bucket (s3rver) behind a CDN: deploys check
 * the files there, remotes.json points browsers at the CDN, this origin serves them from the bucket
 * (the CDN's origin), and the server render runs from the bucket's copy.
 */
describe('remote files in a bucket', () => {
  let work: string;
  let s3: TestS3Server;
  let t: TestApp;
  let blobs: RemoteBlobStore;
  let builds = 0;

  async function build(): Promise<string> {
    const dir = path.join(work, `build-${(builds += 1)}`);
    await mkdir(path.join(dir, 'server'), { recursive: true });
    const entry = `/* build ${builds} */ `.repeat(50);
    await writeFile(path.join(dir, 'remoteEntry.js'), entry);
    await writeFile(path.join(dir, 'remoteEntry.js.br'), brotliCompressSync(entry));
    await writeFile(path.join(dir, 'server', 'remoteEntry.js'), SERVER_RENDER);
    const exposes = REMOTE_CONTRACT.content.exposes.map((p) => ({ path: p, assets: { js: { sync: [] }, css: { sync: [] } } }));
    await writeFile(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({ name: 'content', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes }),
    );
    return dir;
  }
  const registry = async () =>
    (await call<RegistryFile>(t.app, { method: 'GET', url: REGISTRY_PATHS.registry, headers: bearer(ANA) })).body.data;
  const deploy = (version: string) =>
    call(t.app, { method: 'POST', url: REGISTRY_PATHS.versions('content'), headers: bearer(ANA), payload: { version } });

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'remote-bucket-'));
    s3 = await startS3Server(S3_PORT);
    const shellDir = path.join(work, 'shell');
    await mkdir(shellDir);
    writeShellBuild(shellDir, SHELL_HTML);
    const registryDir = path.join(work, 'registry');
    await mkdir(registryDir);
    blobs = await blobStoreFromEnv(s3.env(), { registryDir, cacheDir: path.join(work, 'cli-cache') });
    t = await createTestApp('pglite', {
      shellDir,
      registryDir,
      remotesStore: s3.env(CDN),
      remotesPublicBase: CDN,
      canaryIntervalMs: null,
      registryTokens: [{ name: 'ana', secret: ANA }],
    });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('deploys a checked version, points browsers at the CDN, serves its files from the bucket and draws pages with its server render', async () => {
    const version = await uploadBuild('content', await build(), { registryDir: '', blobs, packageVersion: '1.0.0' });
    const deployed = await deploy(version);
    expect(deployed.status).toBe(200);
    const remotes = (await t.app.inject({ url: '/remotes.json' })).json() as RegistryFile;
    expect(remotes.remotes.content?.entry).toBe(`${CDN}/remotes/content/${version}/mf-manifest.json`);
    // Nothing of the version is on this machine's REGISTRY_DIR: what follows comes from the bucket.
    const plain = await t.app.inject({ url: `/remotes/content/${version}/remoteEntry.js`, headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^application\/javascript|^text\/javascript/);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toContain(`/* build ${builds} */`);
    const br = await t.app.inject({ url: `/remotes/content/${version}/remoteEntry.js`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    for (const url of [
      `/remotes/content/${version}/server/remoteEntry.js`,
      `/remotes/content/${version}/%73erver/remoteEntry.js`,
      `/remotes/content/${version}/absent.js`,
      '/remotes/content/1.0.0-0000000000/remoteEntry.js',
    ]) {
      const refused = await t.app.inject({ url });
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain('renderPage');
    }
    // The first page asks for the version's server render, which is downloaded from the bucket
    // and loaded (past the render's time limit on a busy machine, that page goes out plain).
    let page = await t.app.inject({ url: RECIPE });
    for (let tries = 0; tries < 20 && !page.body.includes('Drawn from the bucket'); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      page = await t.app.inject({ url: RECIPE });
    }
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Drawn from the bucket</h1>');
  }, 60_000);

  it('refuses, with a 400 that changes nothing, a version whose upload failed or whose files changed in the bucket', async () => {
    const before = await registry();
    const failing = await blobStoreFromEnv(await s3.failingEnv('remoteEntry.js.br'), {
      registryDir: '',
      cacheDir: path.join(work, 'cli-cache'),
    });
    const dist = await build();
    await expect(uploadBuild('content', dist, { registryDir: '', blobs: failing, packageVersion: '1.0.0' })).rejects.toThrow(
      /failed .*Nothing was registered/,
    );
    const failed = await deploy(await computeVersion('1.0.0', dist));
    expect(failed.status).toBe(400);
    expect(failed.body.message).toMatch(/^No files of content 1\.0\.0-\w+ in the registry's store/);

    const changed = await uploadBuild('content', await build(), { registryDir: '', blobs, packageVersion: '1.0.0' });
    await s3.overwrite(`remotes/content/${changed}/remoteEntry.js`, 'swapped');
    const refused = await deploy(changed);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/do not check: remoteEntry\.js has 7 bytes, not \d+/);
    expect(await registry()).toEqual(before);
  });
});
