import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sign } from '@fastify/cookie';
import { uploadBuild } from '@app/deploy/commands';
import { REGISTRY_PATHS } from '@app/shared/api-contract/registry';
import { REMOTE_CONTRACT, type RegistryFile } from '@app/shared/contract';
import { PREVIEW_TTL_MS, REMOTE_OVERRIDE_COOKIE, REMOTE_OVERRIDE_TTL_MS } from '@app/shared/platform/remote-override';
import { overrideCookiePayload } from '../../../src/features/registry/remote-overrides.ts';
import { sha256 } from '../../../src/lib/crypto.ts';
import { PRIVATE_NO_STORE, publicCacheControl } from '../../../src/lib/http-cache.ts';
import { describeEachBackend } from '../../helpers/suites.ts';
import { headHasInlineIcon } from '../../helpers/page-head.ts';
import { bearer, call, createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../helpers/test-app.ts';
import { writeShellBuild } from '../../helpers/shell-build.ts';

const ANA = 'ana-secret-0123456789abcdefgh';
const SHELL_HTML =
  '<!doctype html><html><head><title>Kindred</title><meta name="description" content="x"><script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>';
const RECIPE = '/recipe/meals/30001/raspberry-and-hazelnut-overnight-oats';
/** A server render that says which build drew the page. */
const renderOf = (label: string) =>
  `export async function renderPage({ pathname }) { return { route: pathname, head: '', body: '<div class="layout"><main><h1>${label}</h1></main></div>', cache: '{}' }; }`;

describeEachBackend('remote overrides and previews (%s)', (backend) => {
  let work: string;
  let registryDir: string;
  let t: TestApp;
  let active: string;
  let preview: string;
  let previewUrl: string;
  let builds = 0;

  /** A build of content whose server render draws `label`, uploaded to the store; its version. */
  async function uploaded(label: string): Promise<string> {
    const dir = path.join(work, `build-${(builds += 1)}`);
    await mkdir(path.join(dir, 'server'), { recursive: true });
    await writeFile(path.join(dir, 'remoteEntry.js'), `/* ${label} */`);
    await writeFile(path.join(dir, 'server', 'remoteEntry.js'), renderOf(label));
    await writeFile(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({ name: 'content', exposes: REMOTE_CONTRACT.content.exposes.map((p) => ({ path: p })) }),
    );
    return uploadBuild('content', dir, { registryDir, packageVersion: '1.0.0' });
  }
  const deploy = (payload: Record<string, unknown>) =>
    call<{ version: string; preview?: { url: string; expiresAt: string } }>(t.app, {
      method: 'POST',
      url: REGISTRY_PATHS.versions('content'),
      headers: bearer(ANA),
      payload,
    });
  const linkPath = (url: string) => new URL(url).pathname + new URL(url).search;
  const cookieOf = (setCookie: string | string[] | undefined) => String(setCookie).split(';')[0]!;
  const remotesJson = async (cookie?: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/remotes.json', headers: cookie ? { cookie } : {} });
    return { response, registry: response.json<RegistryFile>() };
  };
  /** Opens a preview's link as a new browser would: the cookie it sets. */
  const openPreview = async () => {
    const opened = await t.app.inject({ method: 'GET', url: linkPath(previewUrl) });
    expect(opened.statusCode).toBe(303);
    return cookieOf(opened.headers['set-cookie']);
  };

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'remote-override-'));
    registryDir = path.join(work, 'registry');
    const shellDir = path.join(work, 'shell');
    await mkdir(registryDir);
    await mkdir(shellDir);
    writeShellBuild(shellDir, SHELL_HTML);
    t = await createTestApp(backend, { registryDir, shellDir, canaryIntervalMs: null, registryTokens: [{ name: 'ana', secret: ANA }] });
    active = await uploaded('Drawn by the active build');
    expect((await deploy({ version: active })).status).toBe(200);
    preview = await uploaded('Drawn by the preview');
    const deployed = await deploy({ version: preview, preview: true });
    expect(deployed.status).toBe(200);
    previewUrl = deployed.body.data.preview!.url;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('deploys a preview live for nobody, with a link on the app’s own origin that opens for 24 hours', async () => {
    const { registry, response } = await remotesJson();
    expect(registry.remotes.content).toMatchObject({ active, canary: null });
    expect(registry.remotes.content!.versions.map((v) => v.version)).toEqual([active, preview]);
    expect(registry.override).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(previewUrl).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/registry/overrides/[A-Za-z0-9_-]{43}$`));
  });

  it('sets an HttpOnly, SameSite=Lax cookie of an hour at most from a preview link, which serves that version to that browser alone', async () => {
    const opened = await t.app.inject({ method: 'GET', url: `${linkPath(previewUrl)}?path=${encodeURIComponent(RECIPE)}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(RECIPE);
    expect(opened.headers['cache-control']).toBe('private, no-store');
    const [setCookie] = opened.cookies;
    expect(opened.cookies).toEqual([
      {
        name: REMOTE_OVERRIDE_COOKIE,
        value: expect.stringMatching(/^[\w-]+\.[A-Za-z0-9+/]{43}$/),
        path: '/',
        maxAge: expect.any(Number),
        httpOnly: true,
        sameSite: 'Lax',
      },
    ]);
    expect(setCookie!.maxAge).toBeLessThanOrEqual(REMOTE_OVERRIDE_TTL_MS / 1000);
    expect(t.app.unsignCookie(setCookie!.value).valid).toBe(true);
    const { registry, response } = await remotesJson(cookieOf(opened.headers['set-cookie']));
    expect(registry.remotes.content).toMatchObject({
      active: preview,
      entry: `/remotes/content/${preview}/mf-manifest.json`,
      canary: null,
    });
    expect(registry.override).toMatchObject({ remote: 'content', version: preview, kind: 'preview' });
    expect(response.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    expect(String(response.headers.vary)).toMatch(/Cookie/);
    // Everyone else still gets the active version.
    expect((await remotesJson()).registry.remotes.content!.active).toBe(active);
  });

  it('draws the page with the override’s server render, private and never revalidated against the public copy, nor the other way round', async () => {
    const cookie = await openPreview();
    const everyone = await t.app.inject({ method: 'GET', url: RECIPE });
    expect(everyone.body).toContain('Drawn by the active build');
    expect(everyone.headers['cache-control']).toBe(publicCacheControl('page'));
    const publicTag = String(everyone.headers.etag);
    expect((await t.app.inject({ method: 'GET', url: RECIPE, headers: { 'if-none-match': publicTag } })).statusCode).toBe(304);

    const overridden = await t.app.inject({ method: 'GET', url: RECIPE, headers: { cookie, 'if-none-match': publicTag } });
    expect(overridden.statusCode).toBe(200);
    expect(overridden.body).toContain('Drawn by the preview');
    expect(overridden.body).toContain(`<meta name="remote-override" content="content ${preview}">`);
    expect(overridden.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    expect(String(overridden.headers.vary)).toMatch(/Cookie/);

    const backToPublic = await t.app.inject({ method: 'GET', url: RECIPE, headers: { 'if-none-match': String(overridden.headers.etag) } });
    expect(backToPublic.statusCode).toBe(200);
    expect(backToPublic.body).toContain('Drawn by the active build');
    expect(backToPublic.headers['cache-control']).toBe(publicCacheControl('page'));
  });

  it('ignores a cookie without the server’s signature (or with the old codec’s MAC), expired, naming a version the registry does not hold or a link not known here', async () => {
    const expiresAt = t.clock.now() + 60_000;
    // The preview link's hash: each cookie below names a link the server knows, except `strangeLink`.
    const link = sha256(new URL(previewUrl).pathname.split('/').at(-1)!);
    const forged = sign(
      overrideCookiePayload({ remote: 'content', version: preview, kind: 'operator', expiresAt, link }),
      'not-the-server-secret-0123456789',
    );
    const unknown = t.app.signCookie(
      overrideCookiePayload({ remote: 'content', version: '9.9.9-0000000000', kind: 'operator', expiresAt, link }),
    );
    const payload = overrideCookiePayload({ remote: 'content', version: preview, kind: 'operator', expiresAt, link });
    const signature = t.app.signCookie(payload).slice(payload.length + 1);
    const stretched = `${overrideCookiePayload({ remote: 'content', version: preview, kind: 'operator', expiresAt: expiresAt + 10 * REMOTE_OVERRIDE_TTL_MS, link })}.${signature}`;
    const expired = t.app.signCookie(
      overrideCookiePayload({ remote: 'content', version: preview, kind: 'operator', expiresAt: t.clock.now() - 1, link }),
    );
    const strangeLink = t.app.signCookie(
      overrideCookiePayload({
        remote: 'content',
        version: preview,
        kind: 'operator',
        expiresAt,
        link: sha256('a link this server never made'),
      }),
    );
    // The MAC the server wrote before @fastify/cookie signed its cookies.
    const oldCodec = `${payload}.${'0'.repeat(64)}`;
    for (const value of [forged, unknown, stretched, expired, strangeLink, oldCodec, payload, 'garbage']) {
      const { registry, response } = await remotesJson(`${REMOTE_OVERRIDE_COOKIE}=${value}`);
      expect(registry.remotes.content!.active).toBe(active);
      expect(registry.override).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('gives an operator a one-time link for a version of the registry; the token is required, the version must be known', async () => {
    const ask = (headers: Record<string, string>, payload: Record<string, unknown>) =>
      call<{ url: string; expiresAt: string }>(t.app, { method: 'POST', url: REGISTRY_PATHS.overrides, headers, payload });
    expect((await ask({}, { remote: 'content', version: preview })).status).toBe(401);
    const missing = await ask(bearer(ANA), { remote: 'content', version: '9.9.9-0000000000' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('has no version 9.9.9-0000000000');
    expect((await ask(bearer(ANA), { remote: 'content', version: preview, path: '//evil.example' })).status).toBe(400);
    const link = await ask(bearer(ANA), { remote: 'content', version: preview, path: '/about' });
    expect(link.status).toBe(200);
    const first = await t.app.inject({ method: 'GET', url: linkPath(link.body.data.url) });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/about');
    expect((await remotesJson(cookieOf(first.headers['set-cookie']))).registry.override).toMatchObject({
      kind: 'operator',
      version: preview,
    });
    const again = await t.app.inject({ method: 'GET', url: linkPath(link.body.data.url) });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('already used');
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a malformed link with a 400, an unknown one with a page that says so, and clears the cookie from the badge’s link', async () => {
    expect((await t.app.inject({ method: 'GET', url: REGISTRY_PATHS.overrideLink('not-a-token') })).statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'GET', url: REGISTRY_PATHS.overrideLink('A'.repeat(43)) });
    expect(unknown.statusCode).toBe(410);
    expect(unknown.body).toContain('not known here');
    expect(headHasInlineIcon(unknown.body)).toBe(true);
    const cleared = await t.app.inject({ method: 'GET', url: REGISTRY_PATHS.clearOverride });
    expect(cleared.statusCode).toBe(303);
    expect(cleared.cookies).toEqual([
      { name: REMOTE_OVERRIDE_COOKIE, value: '', path: '/', maxAge: 0, expires: new Date(0), httpOnly: true, sameSite: 'Lax' },
    ]);
  });

  it('promotes the preview for everyone through the deploy API', async () => {
    const promoted = await call(t.app, {
      method: 'POST',
      url: REGISTRY_PATHS.promote('content'),
      headers: bearer(ANA),
      payload: { version: preview },
    });
    expect(promoted.body.data).toEqual({ remote: 'content', from: active, to: preview });
    expect((await remotesJson()).registry.remotes.content!.active).toBe(preview);
    expect((await remotesJson()).registry.remotes.content!.history.at(-1)).toMatchObject({
      action: 'promote',
      version: preview,
      by: 'ana',
    });
  });

  it('says in words that a preview link has expired, 24 hours after its deploy', async () => {
    t.clock.advance(PREVIEW_TTL_MS);
    const expired = await t.app.inject({ method: 'GET', url: linkPath(previewUrl) });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain(`This preview of content ${preview} expired on`);
    expect(expired.headers['set-cookie']).toBeUndefined();
  });

  it('revokes an override before it expires, by its link or every link of a version, for operators only: its cookie stops applying', async () => {
    // The preview was promoted above, so an override of the version active before it is what shows.
    const ask = async () => {
      const link = await call<{ url: string }>(t.app, {
        method: 'POST',
        url: REGISTRY_PATHS.overrides,
        headers: bearer(ANA),
        payload: { remote: 'content', version: active },
      });
      const opened = await t.app.inject({ method: 'GET', url: linkPath(link.body.data.url) });
      return { token: new URL(link.body.data.url).pathname.split('/').at(-1)!, cookie: cookieOf(opened.headers['set-cookie']) };
    };
    const revoke = (headers: Record<string, string>, payload: Record<string, unknown>) =>
      call<{ revoked: number }>(t.app, { method: 'POST', url: REGISTRY_PATHS.revokeOverrides, headers, payload });
    const first = await ask();
    const second = await ask();
    const unopened = await call<{ url: string }>(t.app, {
      method: 'POST',
      url: REGISTRY_PATHS.overrides,
      headers: bearer(ANA),
      payload: { remote: 'content', version: active },
    });
    for (const { cookie } of [first, second]) {
      const { registry } = await remotesJson(cookie);
      expect(registry.remotes.content!.active).toBe(active);
      expect(registry.override).toMatchObject({ remote: 'content', version: active, kind: 'operator' });
    }

    expect((await revoke({}, { link: first.token })).status).toBe(401);
    expect((await revoke(bearer('not-a-token-0123456789abcdef'), { link: first.token })).status).toBe(401);
    for (const bad of [{}, { remote: 'content' }, { link: first.token, remote: 'content', version: active }]) {
      const refused = await revoke(bearer(ANA), bad);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Give either link (the token at the end of the link) or both remote and version.');
    }
    expect((await revoke(bearer(ANA), { link: 'not-a-token' })).status).toBe(400);
    const strange = await revoke(bearer(ANA), { link: 'A'.repeat(43) });
    expect(strange.status).toBe(400);
    expect(strange.body.message).toContain('No override link of that token is known here');
    // Both cookies still apply: nothing was revoked yet.
    expect((await remotesJson(first.cookie)).registry.override).toBeDefined();

    expect((await revoke(bearer(ANA), { link: first.token })).body.data).toEqual({ revoked: 1 });
    const after = await remotesJson(first.cookie);
    expect(after.registry.remotes.content!.active).toBe(preview);
    expect(after.registry.override).toBeUndefined();
    expect(after.response.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ method: 'GET', url: RECIPE, headers: { cookie: first.cookie } })).body).not.toContain(
      'name="remote-override"',
    );
    expect((await remotesJson(second.cookie)).registry.override).toMatchObject({ version: active });

    // Every link of that version: the second cookie, and the link not opened yet (which now refuses in words).
    expect((await revoke(bearer(ANA), { remote: 'content', version: active })).body.data).toEqual({ revoked: 2 });
    expect((await remotesJson(second.cookie)).registry.override).toBeUndefined();
    const refusedLink = await t.app.inject({ method: 'GET', url: linkPath(unopened.body.data.url) });
    expect(refusedLink.statusCode).toBe(410);
    expect(refusedLink.body).toContain('This override link was revoked on');
    expect(refusedLink.body).toContain('by ana');
    expect((await revoke(bearer(ANA), { remote: 'content', version: active })).body.data).toEqual({ revoked: 0 });
    // Members and everyone else never had the override: the registry as deployed.
    expect((await remotesJson()).registry.remotes.content!.active).toBe(preview);
  });
});

describe('the override cookie on a secure deployment', () => {
  let t: TestApp | undefined;
  let work: string;
  afterAll(async () => {
    await t?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('goes out Secure when PUBLIC_URL is https, and the preview link is on that origin', async () => {
    work = await mkdtemp(path.join(tmpdir(), 'remote-override-tls-'));
    const registryDir = path.join(work, 'registry');
    const dist = path.join(work, 'dist');
    await mkdir(dist, { recursive: true });
    await writeFile(
      path.join(dist, 'mf-manifest.json'),
      JSON.stringify({ name: 'content', exposes: REMOTE_CONTRACT.content.exposes.map((p) => ({ path: p })) }),
    );
    t = await createTestApp('pglite', {
      registryDir,
      publicUrl: 'https://kindred.test',
      canaryIntervalMs: null,
      registryTokens: [{ name: 'ana', secret: ANA }],
    });
    const version = await uploadBuild('content', dist, { registryDir, packageVersion: '1.0.0' });
    const deployed = await call<{ preview: { url: string } }>(t.app, {
      method: 'POST',
      url: REGISTRY_PATHS.versions('content'),
      headers: bearer(ANA),
      payload: { version, preview: true },
    });
    const link = new URL(deployed.body.data.preview.url);
    expect(link.origin).toBe('https://kindred.test');
    const opened = await t.app.inject({ method: 'GET', url: link.pathname });
    expect(opened.statusCode).toBe(303);
    expect(opened.cookies).toEqual([
      expect.objectContaining({ name: REMOTE_OVERRIDE_COOKIE, httpOnly: true, sameSite: 'Lax', secure: true }),
    ]);
  });
});
