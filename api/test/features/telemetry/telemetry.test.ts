import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { REGISTRY_PATHS } from '@app/shared/api-contract/registry';
import { TELEMETRY_PATHS, type RemoteLoadEvent, type RemoteLoadSummary } from '@app/shared/api-contract/telemetry';
import type { RegistryFile } from '@app/shared/contract';
import { openLocalController } from '../../../src/features/registry/local-registry.ts';
import { CONTROLLER_LOCK } from '../../../src/features/telemetry/canary-controller.ts';
import { describeEachBackend } from '../../helpers/suites.ts';
import { registryOf, replaceRegistry } from '../../helpers/registry.ts';
import { call, createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../helpers/test-app.ts';

const STABLE = '1.0.0-aaaaaaaaaa';
/** The pipeline's operator token (REGISTRY_TOKEN) for POST /registry/canary-analysis. */
const PIPELINE = { name: 'pipeline', secret: 'pipeline-secret-0123456789abcdef' };
const CANARY = '1.0.0-bbbbbbbbbb';

/** A registry where marketing runs STABLE for everyone and CANARY for half the devices (rolled back at > 10 % of 5 devices). */
function registryWithCanary(): RegistryFile {
  const entry = (version: string) => `/remotes/marketing/${version}/mf-manifest.json`;
  return {
    schemaVersion: 1,
    updatedAt: '2026-11-01T00:00:00.000Z',
    remotes: {
      marketing: {
        active: STABLE,
        entry: entry(STABLE),
        canary: {
          version: CANARY,
          entry: entry(CANARY),
          percent: 50,
          startedAt: '2026-11-01T00:00:00.000Z',
          maxFailureRate: 0.1,
          minDevices: 5,
        },
        versions: [STABLE, CANARY].map((version) => ({ version, deployedAt: '2026-11-01T00:00:00.000Z', manifestUrl: entry(version) })),
        history: [
          { action: 'deploy', version: STABLE, from: null, at: '2026-11-01T00:00:00.000Z' },
          { action: 'canary', version: CANARY, from: STABLE, at: '2026-11-01T00:00:00.000Z' },
        ],
      },
    },
  };
}

function withPolicy(canary: Partial<NonNullable<RegistryFile['remotes']['marketing']>['canary']>): RegistryFile {
  const registry = registryWithCanary();
  registry.remotes.marketing!.canary = { ...registry.remotes.marketing!.canary!, ...canary };
  return registry;
}

const loaded = (version: string, loadMs: number): RemoteLoadEvent => ({ remote: 'marketing', version, outcome: 'loaded', loadMs });
const renderFailed = (version: string): RemoteLoadEvent => ({
  remote: 'marketing',
  version,
  outcome: 'render-failed',
  errorCode: 'TypeError',
});

/** A device's id as the shell makes them (8 letters and digits), one per number. */
const deviceId = (n: number) => `device${String(n).padStart(2, '0')}`.slice(-8).padStart(8, 'D');
/** One address per device, as devices of members at home have: 10.0.<n>. */
const addressOf = (n: number) => `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;

describeEachBackend('remote load telemetry (%s)', (backend) => {
  let t: TestApp;
  let registryDir: string;
  const registryFile = () => registryOf(t.app);
  const report = (events: RemoteLoadEvent[], device?: number, remoteAddress = device === undefined ? '127.0.0.1' : addressOf(device)) =>
    call<{ accepted: number; ignored: number }>(t.app, {
      method: 'POST',
      url: TELEMETRY_PATHS.remoteLoads,
      remoteAddress,
      payload: { ...(device === undefined ? {} : { deviceId: deviceId(device) }), events },
    });
  const summary = async () => (await call<RemoteLoadSummary>(t.app, { method: 'GET', url: TELEMETRY_PATHS.remoteLoads })).body.data;
  const tick = () => t.app.registry!.controller.tick();

  beforeAll(async () => {
    registryDir = mkdtempSync(path.join(tmpdir(), 'telemetry-registry-'));
    // The limiter's windows run on Date: moving the app's clock moves it too.
    vi.useFakeTimers({ toFake: ['Date'] });
    // The controller runs when the test says (tick), not on a timer.
    t = await createTestApp(backend, {
      registryDir,
      canaryIntervalMs: null,
      registryTokens: [PIPELINE],
      rateLimits: { ...RELAXED_RATE_LIMITS, telemetryIp: { max: 40, windowMs: 60_000 } },
    });
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
    rmSync(registryDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await replaceRegistry(t.app, registryWithCanary());
    // A fresh window per test: the counts of the last test fall out of it.
    t.clock.advance(2 * 60 * 60 * 1000);
  });
  afterEach(() => t.clock.advance(61_000));

  it('counts loads, failures, devices and the p75 load time by remote and version', async () => {
    const { status, body } = await report(
      [
        loaded(STABLE, 100),
        loaded(STABLE, 200),
        loaded(STABLE, 300),
        loaded(STABLE, 400),
        { remote: 'marketing', version: STABLE, outcome: 'load-failed', errorCode: 'RUNTIME-008' },
      ],
      1,
    );
    expect(status).toBe(200);
    expect(body.data).toEqual({ accepted: 5, ignored: 0 });
    await report([loaded(STABLE, 90)], 2);
    expect(await summary()).toEqual({
      windowMinutes: 60,
      versions: [{ remote: 'marketing', version: STABLE, loads: 6, failures: 1, devices: 2, failedDevices: 1, p75LoadMs: 300 }],
    });
  });

  it('serves every instance the same counts: a second app on the same database sees them', async () => {
    if (backend !== 'postgres') return; // one PGlite folder opens in one process
    const other = await createTestApp('postgres', { databaseUrl: t.config.databaseUrl, registryDir, canaryIntervalMs: null });
    try {
      await report([loaded(STABLE, 100)], 3);
      const seen = (await call<RemoteLoadSummary>(other.app, { method: 'GET', url: TELEMETRY_PATHS.remoteLoads })).body.data;
      expect(seen.versions).toEqual([expect.objectContaining({ version: STABLE, loads: 1, devices: 1 })]);
    } finally {
      await other.close();
    }
  });

  it('ignores reports of a version the registry never deployed', async () => {
    const { body } = await report([loaded('9.9.9-0000000000', 100), loaded(STABLE, 50)]);
    expect(body.data).toEqual({ accepted: 1, ignored: 1 });
    expect((await summary()).versions.map((v) => v.version)).toEqual([STABLE]);
  });

  it('keeps a fixed window: counts older than an hour are gone', async () => {
    await report([loaded(STABLE, 100)]);
    t.clock.advance(61 * 60 * 1000);
    expect((await summary()).versions).toEqual([]);
  });

  it('a report never moves the registry: the controller rolls a canary back once enough devices saw it fail, and records why', async () => {
    // Four devices load it, one of them sees it throw in render: 4 devices, fewer than the 5 it takes to judge.
    for (const device of [1, 2, 3]) await report([loaded(CANARY, 80 + device)], device);
    await report([loaded(CANARY, 80), renderFailed(CANARY)], 4);
    expect(await tick()).toEqual([]);
    expect((await registryFile()).remotes.marketing?.canary).toBeTruthy();
    await report([loaded(CANARY, 85)], 5);
    await report([loaded(STABLE, 70)], 6);
    // The report of the fifth device changed nothing by itself...
    expect((await registryFile()).remotes.marketing?.canary).toBeTruthy();
    // ...the controller's next analysis does.
    expect(await tick()).toEqual([expect.objectContaining({ remote: 'marketing', version: CANARY, action: 'rollback' })]);
    const marketing = (await registryFile()).remotes.marketing!;
    expect(marketing.canary).toBeNull();
    expect(marketing.active).toBe(STABLE);
    expect(marketing.history.at(-1)).toMatchObject({
      action: 'auto-rollback',
      version: STABLE,
      from: CANARY,
      by: 'registry (automatic rollback)',
      reason: `canary ${CANARY}: 1 of 5 devices failed (20 %), more than the 10 % allowed over at least 5 devices`,
    });
  });

  /** Five devices load the canary, one of them sees it throw: 20 % of 5 devices, over its 10 %. */
  async function failingCanary() {
    for (const device of [1, 2, 3, 4]) await report([loaded(CANARY, 80 + device)], device);
    await report([loaded(CANARY, 80), renderFailed(CANARY)], 5);
  }

  it('POST /registry/canary-analysis (remote:watch) runs the same pass for an operator token only', async () => {
    await failingCanary();
    const analysis = (authorization?: string) =>
      call<{ decisions: unknown[] }>(t.app, {
        method: 'POST',
        url: REGISTRY_PATHS.canaryAnalysis,
        payload: {},
        headers: authorization ? { authorization } : {},
      });
    expect((await analysis()).status).toBe(401);
    expect((await analysis('Bearer not-the-pipeline-secret-0123456789')).status).toBe(401);
    expect((await registryFile()).remotes.marketing?.canary?.version).toBe(CANARY);
    const { status, body } = await analysis(`Bearer ${PIPELINE.secret}`);
    expect(status).toBe(200);
    expect(body.data.decisions).toEqual([
      {
        remote: 'marketing',
        version: CANARY,
        action: 'rollback',
        reason: `canary ${CANARY}: 1 of 5 devices failed (20 %), more than the 10 % allowed over at least 5 devices`,
      },
    ]);
    expect((await registryFile()).remotes.marketing).toMatchObject({ active: STABLE, canary: null });
    // Nothing left to decide: the next pass changes nothing.
    expect((await analysis(`Bearer ${PIPELINE.secret}`)).body.data.decisions).toEqual([]);
  });

  if (backend === 'postgres') {
    it('remote:watch on the database itself runs the same pass, and none while an instance holds the lock', async () => {
      await failingCanary();
      const env = { ...process.env, DATABASE_URL: t.config.databaseUrl!, REGISTRY_URL: '' };
      const watcher = await openLocalController(env, registryDir, { warn: () => {} });
      try {
        // An instance in the middle of its own pass holds the advisory lock: the watcher decides nothing.
        const held = await t.app.db.connection().execute(async (connection) => {
          await sql`select pg_advisory_lock(${CONTROLLER_LOCK})`.execute(connection);
          try {
            return await watcher.tick();
          } finally {
            await sql`select pg_advisory_unlock(${CONTROLLER_LOCK})`.execute(connection);
          }
        });
        expect(held).toEqual([]);
        expect((await registryFile()).remotes.marketing?.canary?.version).toBe(CANARY);
        expect((await watcher.tick()).map((d) => [d.action, d.version])).toEqual([['rollback', CANARY]]);
      } finally {
        await watcher.close();
      }
      expect((await registryFile()).remotes.marketing).toMatchObject({ active: STABLE, canary: null });
    });
  }

  it('rolls back a canary whose loads fail past the threshold on many devices', async () => {
    await replaceRegistry(t.app, withPolicy({ maxFailureRate: 0.02, minDevices: 20 }));
    for (let device = 0; device < 60; device += 1) {
      const failing = device % 10 === 0; // 6 of 60 devices: 10 % > 2 %
      await report(
        [failing ? { remote: 'marketing', version: CANARY, outcome: 'load-failed', errorCode: 'RUNTIME-008' } : loaded(CANARY, 120)],
        device,
      );
      await report([loaded(STABLE, 110)], 100 + device);
    }
    expect((await tick()).map((d) => d.action)).toEqual(['rollback']);
    expect((await registryFile()).remotes.marketing?.history.at(-1)?.reason).toBe(
      `canary ${CANARY}: 6 of 60 devices failed (10 %), more than the 2 % allowed over at least 20 devices`,
    );
  });

  it('leaves a healthy canary alone', async () => {
    for (let device = 0; device < 10; device += 1) await report([loaded(CANARY, 50 + device)], device);
    expect(await tick()).toEqual([]);
    expect((await registryFile()).remotes.marketing?.canary?.version).toBe(CANARY);
  });

  it('50 forged anonymous failure reports do not roll a healthy canary back', async () => {
    await replaceRegistry(t.app, withPolicy({ maxFailureRate: 0.02, minDevices: 20 }));
    for (let device = 0; device < 300; device += 1) await report([loaded(CANARY, 90)], device);
    const failed = { remote: 'marketing', version: CANARY, outcome: 'load-failed', errorCode: 'RUNTIME-008' } as const;
    const forged = { remote: 'marketing', version: CANARY, outcome: 'render-failed', errorCode: 'TypeError' } as const;
    const statuses: number[] = [];
    // 25 without a device id, 25 making up a new device id each, all 20 failures, from one address.
    for (let i = 0; i < 50; i += 1) {
      const payload = {
        ...(i % 2 ? { deviceId: `forged${String(i).padStart(2, '0')}` } : {}),
        events: Array.from({ length: 20 }, () => (i % 4 < 2 ? failed : forged)),
      };
      statuses.push(
        (await call(t.app, { method: 'POST', url: TELEMETRY_PATHS.remoteLoads, remoteAddress: '203.0.113.9', payload })).status,
      );
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(40);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect((await registryFile()).remotes.marketing?.canary?.version).toBe(CANARY);
    // The forger's address speaks for 5 devices at most: 5 of 305, under 2 %.
    expect(await tick()).toEqual([]);
    expect((await registryFile()).remotes.marketing?.canary?.version).toBe(CANARY);
    expect((await summary()).versions.find((v) => v.version === CANARY)).toMatchObject({ devices: 305, failedDevices: 5 });
  });

  it('steps a rollout through its shares while the analysis passes, then promotes it', async () => {
    await replaceRegistry(t.app, withPolicy({ maxFailureRate: 0.1, minDevices: 5, percent: 10, steps: [10, 50, 100] }));
    const healthy = async (from: number) => {
      for (let device = from; device < from + 5; device += 1) await report([loaded(CANARY, 90)], device);
    };
    expect(await tick()).toEqual([]); // no device yet: it waits
    await healthy(0);
    t.clock.advance(60_000);
    expect((await tick()).map((d) => d.action)).toEqual(['step']);
    expect((await registryFile()).remotes.marketing?.canary).toMatchObject({ version: CANARY, percent: 50 });
    // The next step is judged on the reports since it began (to the minute): those of the last one do not count.
    expect(await tick()).toEqual([]);
    await healthy(10);
    expect((await tick()).map((d) => d.action)).toEqual(['promote']);
    const marketing = (await registryFile()).remotes.marketing!;
    expect(marketing).toMatchObject({ active: CANARY, canary: null });
    expect(marketing.history.slice(-2).map((e) => [e.action, e.by])).toEqual([
      ['step', 'registry (rollout)'],
      ['promote', 'registry (rollout)'],
    ]);
  });

  it.each([
    ['an unknown remote', { remote: 'intruder', version: STABLE, outcome: 'loaded' }],
    ['an unknown outcome', { remote: 'marketing', version: STABLE, outcome: 'exploded' }],
    ['a version with a path in it', { remote: 'marketing', version: '../../etc', outcome: 'loaded' }],
    ['a negative load time', { remote: 'marketing', version: STABLE, outcome: 'loaded', loadMs: -1 }],
    ['an unknown field', { remote: 'marketing', version: STABLE, outcome: 'loaded', userId: 7 }],
  ])('refuses %s with a 400 and counts nothing', async (_case, event) => {
    const { status } = await call(t.app, { method: 'POST', url: TELEMETRY_PATHS.remoteLoads, payload: { events: [event] } });
    expect(status).toBe(400);
    expect((await summary()).versions).toEqual([]);
  });

  it('refuses an empty batch and one larger than the shell sends', async () => {
    expect((await report([])).status).toBe(400);
    expect((await report(Array.from({ length: 21 }, () => loaded(STABLE, 1)))).status).toBe(400);
  });

  it('keeps a device id of letters and digits only', async () => {
    const { status } = await call(t.app, {
      method: 'POST',
      url: TELEMETRY_PATHS.remoteLoads,
      payload: { deviceId: '../x', events: [loaded(STABLE, 1)] },
    });
    expect(status).toBe(400);
  });

  it('rate limits one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 41; i += 1) statuses.push((await report([loaded(STABLE, 10)])).status);
    expect(statuses.slice(0, 40).every((status) => status === 200)).toBe(true);
    expect(statuses[40]).toBe(429);
  });

  it('GET /metrics: Prometheus text with remote load histograms, failure counters and the API requests', async () => {
    await report([
      loaded(STABLE, 120),
      { remote: 'marketing', version: STABLE, outcome: 'load-failed', errorCode: 'RUNTIME-008' },
      renderFailed(CANARY),
    ]);
    const response = await t.app.inject({ method: 'GET', url: TELEMETRY_PATHS.metrics });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toContain(`remote_load_duration_seconds_bucket{le="0.25",remote="marketing",version="${STABLE}"}`);
    expect(text).toMatch(
      new RegExp(`remote_load_failures_total\\{remote="marketing",version="${STABLE}",outcome="load-failed",code="RUNTIME-008"\\} \\d+`),
    );
    expect(text).toMatch(
      new RegExp(`remote_load_failures_total\\{remote="marketing",version="${CANARY}",outcome="render-failed",code="TypeError"\\} \\d+`),
    );
    expect(text).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/telemetry\/remote-loads",status_code="200"\} \d+/);
    expect(text).toContain('process_cpu_user_seconds_total');
  });
});
