import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uploadBuild } from '@app/deploy/commands';
import { REGISTRY_PATHS } from '@app/shared/api-contract/registry';
import { REMOTE_CONTRACT, type RegistryFile } from '@app/shared/contract';
import { CONTRACT_SCHEMA, HOST_CONTRACT_FILE, REMOTE_NEEDS_FILE, type HostContract, type RemoteNeeds } from '@app/shared/contract/host';
import { LOCAL_OPERATOR_MESSAGE } from '../../../src/features/registry/registry-tokens.ts';
import { describeEachBackend } from '../../helpers/suites.ts';
import { bearer, call, createTestApp, secondInstance, type TestApp } from '../../helpers/test-app.ts';

const ANA = 'ana-secret-0123456789abcdefgh';

const shell: HostContract = {
  schema: CONTRACT_SCHEMA,
  host: 'shell',
  shareScope: { react: '19.3.1', '@app/shared/router': '' },
  exports: { '@app/shared/router': ['Link', 'useParams'] },
  storeSlices: ['api', 'session'],
  endpoints: ['logout'],
};
const needs = (routerImports: string[]): RemoteNeeds => ({
  schema: CONTRACT_SCHEMA,
  remote: 'content',
  exposes: [...REMOTE_CONTRACT.content.exposes],
  shareScope: [{ name: '@app/shared/router', requiredVersion: null, hasFallback: false }],
  imports: { '@app/shared/router': routerImports },
  sharedEntries: ['@app/shared/router'],
  storeSlices: [],
  endpoints: ['recipe'],
});
const PIPELINE = 'pipeline-secret-0123456789abcd';

describeEachBackend('the deploy API (%s)', (backend) => {
  let work: string;
  let registryDir: string;
  let t: TestApp;
  let other: TestApp;
  let builds = 0;

  /** Uploads a fake build of content (new bytes each time) to the store; its version. */
  async function uploaded(exposes: readonly string[] = REMOTE_CONTRACT.content.exposes, needs?: RemoteNeeds): Promise<string> {
    const dir = path.join(work, `build-${(builds += 1)}`);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'remoteEntry.js'), `/* build ${builds} */`);
    await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'content', exposes: exposes.map((p) => ({ path: p })) }));
    if (needs) await writeFile(path.join(dir, REMOTE_NEEDS_FILE), JSON.stringify(needs));
    return uploadBuild('content', dir, { registryDir, packageVersion: '1.0.0' });
  }

  const registry = async (app = t) =>
    (await call<RegistryFile>(app.app, { method: 'GET', url: REGISTRY_PATHS.registry, headers: bearer(ANA) })).body.data;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'registry-api-'));
    registryDir = path.join(work, 'registry');
    await mkdir(registryDir);
    // The shell this instance serves: the deploy route checks a remote's needs against its host-contract.json.
    const shellDir = path.join(work, 'shell');
    await mkdir(shellDir);
    await writeFile(path.join(shellDir, HOST_CONTRACT_FILE), JSON.stringify(shell));
    t = await createTestApp(backend, {
      registryDir,
      shellDir,
      canaryIntervalMs: null,
      registryTokens: [
        { name: 'ana', secret: ANA },
        { name: 'pipeline', secret: PIPELINE },
      ],
    });
    other = await secondInstance(t);
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
    await rm(work, { recursive: true, force: true });
  });

  it.each([
    ['GET', REGISTRY_PATHS.registry, undefined],
    ['POST', REGISTRY_PATHS.versions('content'), { version: '1.0.0-aaaaaaaaaa' }],
    ['POST', REGISTRY_PATHS.rollback('content'), {}],
    ['POST', REGISTRY_PATHS.promote('content'), {}],
  ] as const)('%s %s answers 401 without an operator token, or with a wrong one', async (method, url, payload) => {
    for (const headers of [{}, bearer('not-a-token-of-this-registry-000')]) {
      const { status, response } = await call(t.app, { method, url, headers, ...(payload ? { payload } : {}) });
      expect(status).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="registry"');
    }
  });

  it('deploys, rolls back and promotes through any instance, each change recorded with the token’s name', async () => {
    const first = await uploaded();
    const second = await uploaded();
    const deployed = await call(t.app, {
      method: 'POST',
      url: REGISTRY_PATHS.versions('content'),
      headers: bearer(PIPELINE),
      payload: { version: first },
    });
    expect(deployed.status).toBe(200);
    expect(
      (
        await call(other.app, {
          method: 'POST',
          url: REGISTRY_PATHS.versions('content'),
          headers: bearer(PIPELINE),
          payload: { version: second, canary: { percent: 10, maxFailureRate: 0.02, minDevices: 20 } },
        })
      ).status,
    ).toBe(200);
    expect((await registry(other)).remotes.content).toMatchObject({ active: first, canary: { version: second, percent: 10 } });
    const promoted = await call(t.app, { method: 'POST', url: REGISTRY_PATHS.promote('content'), headers: bearer(ANA), payload: {} });
    expect(promoted.body.data).toEqual({ remote: 'content', from: first, to: second });
    const rolledBack = await call(other.app, {
      method: 'POST',
      url: REGISTRY_PATHS.rollback('content'),
      headers: bearer(ANA),
      payload: {},
    });
    expect(rolledBack.body.data).toEqual({ remote: 'content', from: second, to: first });
    expect((await registry()).remotes.content!.history.slice(-4).map((e) => [e.action, e.by])).toEqual([
      ['deploy', 'pipeline'],
      ['canary', 'pipeline'],
      ['promote', 'ana'],
      ['rollback', 'ana'],
    ]);
  });

  it('on PGlite takes the server’s local operator credential from this machine only, recording its login; on PostgreSQL it has none', async () => {
    // A second app on another's database holds no folder, so no credential.
    expect(other.app.localOperator).toBeNull();
    if (backend === 'postgres') return expect(t.app.localOperator).toBeNull();
    const local = bearer(t.app.localOperator!.secret);
    const [first, second] = [await uploaded(), await uploaded()];
    for (const version of [first, second]) {
      const deployed = await call(t.app, { method: 'POST', url: REGISTRY_PATHS.versions('content'), headers: local, payload: { version } });
      expect(deployed.status).toBe(200);
    }
    const before = await registry();
    for (const refused of [
      { headers: local, remoteAddress: '203.0.113.7' },
      { headers: local, remoteAddress: '::ffff:10.0.0.5' },
      // A proxy on this machine relays from loopback, and says so.
      { headers: { ...local, 'x-forwarded-for': '127.0.0.1' } },
    ]) {
      const { status, body } = await call(t.app, { method: 'POST', url: REGISTRY_PATHS.rollback('content'), payload: {}, ...refused });
      expect(status).toBe(401);
      expect(body.message).toBe(LOCAL_OPERATOR_MESSAGE);
    }
    expect((await call(other.app, { method: 'GET', url: REGISTRY_PATHS.registry, headers: local })).status).toBe(401);
    expect(await registry()).toEqual(before);
    const rolledBack = await call(t.app, {
      method: 'POST',
      url: REGISTRY_PATHS.rollback('content'),
      headers: local,
      payload: {},
      remoteAddress: '::1',
    });
    expect(rolledBack.body.data).toEqual({ remote: 'content', from: second, to: first });
    expect((await registry()).remotes.content!.history.slice(-3).map((e) => [e.action, e.by])).toEqual([
      ['deploy', userInfo().username],
      ['deploy', userInfo().username],
      ['rollback', userInfo().username],
    ]);
  });

  it('refuses, with a 400 that changes nothing, a version whose files are not in the store, do not check or break the contract', async () => {
    const before = await registry();
    const missing = await call(t.app, {
      method: 'POST',
      url: REGISTRY_PATHS.versions('content'),
      headers: bearer(ANA),
      payload: { version: '1.0.0-0000000000' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/No files of content 1\.0\.0-0000000000 in the registry's store/);
    const broken = await uploaded(['./ListingPage']);
    const refused = await call(t.app, {
      method: 'POST',
      url: REGISTRY_PATHS.versions('content'),
      headers: bearer(ANA),
      payload: { version: broken },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^Refused: this build of content breaks the contract .* does not expose \.\/RecipePage/);
    const tampered = await uploaded();
    await writeFile(path.join(registryDir, 'remotes', 'content', tampered, 'remoteEntry.js'), '/* not what was uploaded */');
    const unchecked = await call(t.app, {
      method: 'POST',
      url: REGISTRY_PATHS.versions('content'),
      headers: bearer(ANA),
      payload: { version: tampered },
    });
    expect(unchecked.status).toBe(400);
    expect(unchecked.body.message).toMatch(
      /^The files of content 1\.0\.0-\w+ in the registry's store do not check: remoteEntry\.js has 27 bytes, not \d+\./,
    );
    const bad = await call(t.app, {
      method: 'POST',
      url: REGISTRY_PATHS.versions('content'),
      headers: bearer(ANA),
      payload: { version: '../../etc' },
    });
    expect(bad.status).toBe(400);
    expect(await registry()).toEqual(before);
  });

  it('checks what a version needs against the shell this instance serves: refused with the missing names, changing nothing', async () => {
    const before = await registry();
    const needy = await uploaded(REMOTE_CONTRACT.content.exposes, needs(['Link', 'useBlocker']));
    const refused = await call(t.app, {
      method: 'POST',
      url: REGISTRY_PATHS.versions('content'),
      headers: bearer(ANA),
      payload: { version: needy },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(
      /^Refused: this build of content needs what the active shell cannot meet .*it imports useBlocker from @app\/shared\/router, which the active shell's copy does not export/,
    );
    expect(await registry()).toEqual(before);
    const fitting = await uploaded(REMOTE_CONTRACT.content.exposes, needs(['Link', 'useParams']));
    const deployed = await call(t.app, {
      method: 'POST',
      url: REGISTRY_PATHS.versions('content'),
      headers: bearer(ANA),
      payload: { version: fitting },
    });
    expect(deployed.status).toBe(200);
    expect(deployed.body.data).toMatchObject({ version: fitting, warnings: [] });
  });
});
