import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployRemote, rollbackRemote } from '@app/deploy/commands';
import { REMOTE_CONTRACT, type RegistryFile } from '@app/shared/contract';
import { chooseVersion } from '@app/shared/platform/canary';
import { generateDeviceId } from '@app/shared/session/device';
import { describeEachBackend } from '../../helpers/suites.ts';
import { createTestApp, secondInstance, type TestApp } from '../../helpers/test-app.ts';

/** How long an instance may serve a registry older than a change made through another. */
const PROPAGATION_LIMIT_MS = 1000;

/**
 * 2,000 device ids as the shell makes them, from the seeded generator of shared/src/platform/canary.test.ts,
 * so every run draws the same sample (a random one is within one point of 10 % only about 86 % of the time).
 */
const DEVICES = (() => {
  let seed = 42;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 16;
  return Array.from({ length: 2000 }, () => generateDeviceId((n) => Array.from({ length: n }, () => next() & 0xff)));
})();

describeEachBackend('one registry for every instance (%s)', (backend) => {
  let work: string;
  let registryDir: string;
  let one: TestApp;
  let two: TestApp;
  let builds = 0;

  /** A fake build of the content remote, new bytes each time (so a new version). */
  async function fakeBuild(): Promise<string> {
    const dir = path.join(work, `build-${(builds += 1)}`);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'remoteEntry.js'), `/* build ${builds} */`);
    await writeFile(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({ name: 'content', exposes: REMOTE_CONTRACT.content.exposes.map((p) => ({ path: p })) }),
    );
    return dir;
  }

  const served = async (t: TestApp): Promise<RegistryFile | null> => {
    const reply = await t.app.inject({ url: '/remotes.json' });
    return reply.statusCode === 200 ? (reply.json() as RegistryFile) : null;
  };

  /** Milliseconds until `t` serves a registry that passes `check` (polled every 10 ms; fails after 5 s). */
  async function timeUntilServed(t: TestApp, check: (registry: RegistryFile | null) => boolean): Promise<number> {
    const started = performance.now();
    while (performance.now() - started < 5000) {
      if (check(await served(t))) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the other instance never served the change');
  }

  const through = (t: TestApp) => ({
    registryDir,
    store: t.app.registry!.store,
    packageVersion: '1.0.0',
    by: `operator via ${t === one ? 'one' : 'two'}`,
  });

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'registry-instances-'));
    registryDir = path.join(work, 'registry');
    await mkdir(registryDir);
    one = await createTestApp(backend, { registryDir, canaryIntervalMs: null });
    two = await secondInstance(one);
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('a deploy through one instance is served by the other within a second; a rollback through the other likewise', async () => {
    const first = await deployRemote('content', await fakeBuild(), through(one));
    // Both have read the registry once: what follows is a change after that.
    await served(one);
    await served(two);
    const second = await deployRemote('content', await fakeBuild(), through(one));
    const deployMs = await timeUntilServed(two, (r) => r?.remotes.content?.active === second.version);
    await served(one);
    await rollbackRemote('content', through(two));
    const rollbackMs = await timeUntilServed(one, (r) => r?.remotes.content?.active === first.version);
    console.log(
      `[${backend}] deploy through one, served by two after ${Math.round(deployMs)} ms; rollback through two, served by one after ${Math.round(rollbackMs)} ms`,
    );
    expect(deployMs).toBeLessThanOrEqual(PROPAGATION_LIMIT_MS + 250);
    expect(rollbackMs).toBeLessThanOrEqual(PROPAGATION_LIMIT_MS + 250);
    const history = (await served(two))!.remotes.content!.history;
    expect(history.slice(-3).map((e) => [e.action, e.version, e.by])).toEqual([
      ['deploy', first.version, 'operator via one'],
      ['deploy', second.version, 'operator via one'],
      ['rollback', first.version, 'operator via two'],
    ]);
  });

  it('two deploys at once, one through each instance, both land in the history', async () => {
    const before = (await one.app.registry!.store.read()).remotes.content?.history.length ?? 0;
    const [a, b] = await Promise.all([
      deployRemote('content', await fakeBuild(), through(one)),
      deployRemote('content', await fakeBuild(), through(two)),
    ]);
    const content = (await two.app.registry!.store.read()).remotes.content!;
    expect(content.history.length).toBe(before + 2);
    expect(
      content.history
        .slice(-2)
        .map((e) => e.version)
        .sort(),
    ).toEqual([a.version, b.version].sort());
    expect(content.versions.map((v) => v.version)).toEqual(expect.arrayContaining([a.version, b.version]));
    // The one that committed last is active, and its history entry says what it replaced.
    const last = content.history.at(-1)!;
    expect(content.active).toBe(last.version);
    expect(last.from).toBe(content.history.at(-2)!.version);
  });

  it('a canary at 10 % goes to the same tenth of 2,000 devices whichever instance answers', async () => {
    const canary = await deployRemote('content', await fakeBuild(), {
      ...through(one),
      canary: { percent: 10, minDevices: 20, maxFailureRate: 0.1 },
    });
    await timeUntilServed(two, (r) => r?.remotes.content?.canary?.version === canary.version);
    const inCanary = async (t: TestApp) => {
      const content = (await served(t))!.remotes.content!;
      return DEVICES.filter((device) => chooseVersion('content', content, device)?.version === canary.version);
    };
    const [throughOne, throughTwo] = [await inCanary(one), await inCanary(two)];
    console.log(
      `[${backend}] canary share of ${DEVICES.length} devices: ${throughOne.length / 20} % via one, ${throughTwo.length / 20} % via two`,
    );
    expect(Math.abs((throughOne.length / DEVICES.length) * 100 - 10)).toBeLessThanOrEqual(1);
    expect(throughTwo).toEqual(throughOne);
  });
});

describe('the first start on an empty registry database', () => {
  it('imports the remotes.json an older version left in REGISTRY_DIR', async () => {
    const registryDir = await mkdtemp(path.join(tmpdir(), 'registry-import-'));
    const entry = '/remotes/auth/1.0.0-aaaaaaaaaa/mf-manifest.json';
    const legacy: RegistryFile = {
      schemaVersion: 1,
      updatedAt: '2026-10-01T00:00:00.000Z',
      remotes: {
        auth: {
          active: '1.0.0-aaaaaaaaaa',
          entry,
          canary: null,
          versions: [{ version: '1.0.0-aaaaaaaaaa', deployedAt: '2026-10-01T00:00:00.000Z', manifestUrl: entry }],
          history: [{ action: 'deploy', version: '1.0.0-aaaaaaaaaa', from: null, at: '2026-10-01T00:00:00.000Z', by: 'ana' }],
        },
      },
    };
    await writeFile(path.join(registryDir, 'remotes.json'), JSON.stringify(legacy));
    const t = await createTestApp('pglite', { registryDir, canaryIntervalMs: null });
    try {
      const reply = await t.app.inject({ url: '/remotes.json' });
      expect(reply.statusCode).toBe(200);
      expect((reply.json() as RegistryFile).remotes).toEqual(legacy.remotes);
    } finally {
      await t.close();
      await rm(registryDir, { recursive: true, force: true });
    }
  });
});
