import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TELEMETRY_PATHS, type RemoteLoadEvent, type RemoteLoadSummary } from '@app/shared/api-contract/telemetry';
import type { RegistryFile } from '@app/shared/contract';
import { call, createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../helpers/test-app.ts';

const STABLE = '1.0.0-aaaaaaaaaa';
const CANARY = '1.0.0-bbbbbbbbbb';

/** A registry where marketing runs STABLE for everyone and CANARY for half the devices (rolled back at > 10 % of 5 loads). */
function registryWithCanary(): RegistryFile {
  const entry = (version: string) => `/remotes/marketing/${version}/mf-manifest.json`;
  return {
    schemaVersion: 1,
    updatedAt: '2026-11-01T00:00:00.000Z',
    remotes: {
      marketing: {
        active: STABLE,
        entry: entry(STABLE),
        canary: { version: CANARY, entry: entry(CANARY), percent: 50, startedAt: '2026-11-01T00:00:00.000Z', maxFailureRate: 0.1, minLoads: 5 },
        versions: [STABLE, CANARY].map((version) => ({ version, deployedAt: '2026-11-01T00:00:00.000Z', manifestUrl: entry(version) })),
        history: [
          { action: 'deploy', version: STABLE, from: null, at: '2026-11-01T00:00:00.000Z' },
          { action: 'canary', version: CANARY, from: STABLE, at: '2026-11-01T00:00:00.000Z' },
        ],
      },
    },
  };
}

const loaded = (version: string, loadMs: number): RemoteLoadEvent => ({ remote: 'marketing', version, outcome: 'loaded', loadMs });
const renderFailed = (version: string): RemoteLoadEvent => ({ remote: 'marketing', version, outcome: 'render-failed', errorCode: 'TypeError' });

// Telemetry lives in memory (no table), so one backend is enough.
describe('remote load telemetry', () => {
  let t: TestApp;
  let registryDir: string;
  const registryFile = () => JSON.parse(readFileSync(path.join(registryDir, 'remotes.json'), 'utf8')) as RegistryFile;
  const report = (events: RemoteLoadEvent[]) => call<{ accepted: number; ignored: number }>(t.app, { method: 'POST', url: TELEMETRY_PATHS.remoteLoads, payload: { events } });
  const summary = async () => (await call<RemoteLoadSummary>(t.app, { method: 'GET', url: TELEMETRY_PATHS.remoteLoads })).body.data;

  beforeAll(async () => {
    registryDir = mkdtempSync(path.join(tmpdir(), 'telemetry-registry-'));
    // The limiter's windows run on Date: moving the app's clock moves it too.
    vi.useFakeTimers({ toFake: ['Date'] });
    t = await createTestApp('pglite', { registryDir, rateLimits: { ...RELAXED_RATE_LIMITS, telemetryIp: { max: 40, windowMs: 60_000 } } });
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
    rmSync(registryDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    writeFileSync(path.join(registryDir, 'remotes.json'), JSON.stringify(registryWithCanary()));
    // A fresh window per test: the counts of the last test fall out of it.
    t.clock.advance(2 * 60 * 60 * 1000);
  });
  afterEach(() => t.clock.advance(61_000));

  it('counts loads, failures and the p75 load time by remote and version', async () => {
    const { status, body } = await report([loaded(STABLE, 100), loaded(STABLE, 200), loaded(STABLE, 300), loaded(STABLE, 400), { remote: 'marketing', version: STABLE, outcome: 'load-failed', errorCode: 'RUNTIME-008' }]);
    expect(status).toBe(200);
    expect(body.data).toEqual({ accepted: 5, ignored: 0 });
    expect(await summary()).toEqual({ windowMinutes: 60, versions: [{ remote: 'marketing', version: STABLE, loads: 5, failures: 1, p75LoadMs: 300 }] });
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

  it('rolls a failing canary back by itself once enough loads failed, and records why', async () => {
    await report([loaded(CANARY, 80), loaded(CANARY, 90), loaded(CANARY, 95), renderFailed(CANARY)]);
    // A page that throws in render was loaded first: 3 loads so far, fewer than the 5 it takes to judge.
    expect(registryFile().remotes.marketing?.canary).toBeTruthy();
    await report([loaded(CANARY, 85), loaded(STABLE, 70), loaded(CANARY, 88)]);
    const marketing = registryFile().remotes.marketing!;
    expect(marketing.canary).toBeNull();
    expect(marketing.active).toBe(STABLE);
    expect(marketing.history.at(-1)).toMatchObject({
      action: 'auto-rollback',
      version: STABLE,
      from: CANARY,
      by: 'registry (automatic rollback)',
      reason: `canary ${CANARY}: 1 of 5 loads failed (20 %), more than the 10 % allowed over at least 5 loads`,
    });
  });

  it('leaves a healthy canary alone', async () => {
    await report(Array.from({ length: 10 }, (_, i) => loaded(CANARY, 50 + i)));
    expect(registryFile().remotes.marketing?.canary?.version).toBe(CANARY);
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

  it('rate limits one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 41; i += 1) statuses.push((await report([loaded(STABLE, 10)])).status);
    expect(statuses.slice(0, 40).every((status) => status === 200)).toBe(true);
    expect(statuses[40]).toBe(429);
  });

  it('GET /metrics: Prometheus text with remote load histograms, failure counters and the API requests', async () => {
    await report([loaded(STABLE, 120), { remote: 'marketing', version: STABLE, outcome: 'load-failed', errorCode: 'RUNTIME-008' }, renderFailed(CANARY)]);
    const response = await t.app.inject({ method: 'GET', url: TELEMETRY_PATHS.metrics });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toContain(`remote_load_duration_seconds_bucket{le="0.25",remote="marketing",version="${STABLE}"}`);
    expect(text).toMatch(new RegExp(`remote_load_failures_total\\{remote="marketing",version="${STABLE}",outcome="load-failed",code="RUNTIME-008"\\} \\d+`));
    expect(text).toMatch(new RegExp(`remote_load_failures_total\\{remote="marketing",version="${CANARY}",outcome="render-failed",code="TypeError"\\} \\d+`));
    expect(text).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/telemetry\/remote-loads",status_code="200"\} \d+/);
    expect(text).toContain('process_cpu_user_seconds_total');
  });
});
