// The registry on the cluster (issue 26): a deploy and a rollback through HAProxy served by every
// instance within a second, and a failing canary rolled back by `remote:watch --once` through the
// deploy API, judged on Prometheus (scraping the three instances) beside PostgreSQL's devices.
// Registered inside cluster.cluster-test.ts's describe, on its cluster.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { uploadBuild } from '@app/deploy/commands';
import { REGISTRY_PATHS } from '@app/shared/api-contract/registry';
import { TELEMETRY_PATHS, type RemoteLoadEvent } from '@app/shared/api-contract/telemetry';
import { REMOTE_CONTRACT, type RegistryFile } from '@app/shared/contract';
import type { Cluster } from './cluster.ts';
import { loadAverage } from '../../bench/load-average.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);
/** How long an instance may serve a registry older than a change made through another. */
const PROPAGATION_LIMIT_MS = 1000;
const REGISTRY_OPERATOR = { name: 'cluster-pipeline', secret: 'cluster-pipeline-secret-0123456789' };

/** What every instance of the cluster needs for these tests: the deploy API's token, and no controller of their own. */
export const registryClusterEnv = (prometheusUrl: string) => ({
  REGISTRY_TOKEN: `${REGISTRY_OPERATOR.name}:${REGISTRY_OPERATOR.secret}`,
  // remote:watch decides, as a pipeline would: the instances run no controller.
  CANARY_INTERVAL_SECONDS: '0',
  PROMETHEUS_URL: prometheusUrl,
});

export function registryClusterTests(context: () => { cluster: Cluster; registryDir: string }) {
  let builds = 0;
  /** A fake build of the content remote, new bytes each time, uploaded to the store the instances serve. */
  async function uploaded(): Promise<string> {
    const dir = await mkdtemp(path.join(tmpdir(), 'cluster-build-'));
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'remoteEntry.js'), `/* cluster build ${(builds += 1)} ${Date.now()} */`);
    await writeFile(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({ name: 'content', exposes: REMOTE_CONTRACT.content.exposes.map((p) => ({ path: p })) }),
    );
    return uploadBuild('content', dir, { registryDir: context().registryDir, packageVersion: '1.0.0' });
  }

  async function operator<T>(base: string, route: string, body: unknown): Promise<T> {
    const response = await fetch(`${base}${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${REGISTRY_OPERATOR.secret}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const reply = (await response.json()) as { data: T; message: string };
    expect(response.status, reply.message).toBe(200);
    return reply.data;
  }

  const served = async (instanceUrl: string): Promise<RegistryFile | null> => {
    const response = await fetch(`${instanceUrl}/remotes.json`, { signal: AbortSignal.timeout(2_000) });
    return response.status === 200 ? ((await response.json()) as RegistryFile) : null;
  };

  /**
   * Per instance, the milliseconds from `started` (the change acknowledged) to the first request
   * (polled every 20 ms) it answered with a registry that passes `check`, timed when that request
   * was sent: on a loaded machine its answer may take longer to come back than the change took.
   */
  async function everyInstanceServes(started: number, check: (registry: RegistryFile | null) => boolean): Promise<number[]> {
    return Promise.all(
      context().cluster.instances.map(async (instance) => {
        while (performance.now() - started < 10_000) {
          const asked = performance.now();
          if (check(await served(instance.url).catch(() => null))) return Math.max(0, asked - started);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        throw new Error(`${instance.name} never served the change`);
      }),
    );
  }

  it('a deploy through HAProxy is served by all three instances within a second; a rollback likewise', async () => {
    const { cluster } = context();
    const first = await uploaded();
    await operator(cluster.url, REGISTRY_PATHS.versions('content'), { version: first });
    await everyInstanceServes(performance.now(), (r) => r?.remotes.content?.active === first);
    const second = await uploaded();
    const loadAtStart = loadAverage();
    await operator(cluster.url, REGISTRY_PATHS.versions('content'), { version: second });
    const deployMs = await everyInstanceServes(performance.now(), (r) => r?.remotes.content?.active === second);
    const rolledBack = await operator<{ from: string; to: string }>(cluster.url, REGISTRY_PATHS.rollback('content'), {});
    const started = performance.now();
    const rollbackMs = await everyInstanceServes(started, (r) => r?.remotes.content?.active === first);
    console.log(
      `registry on the cluster: a deploy through HAProxy served by ${cluster.instances.map((i, n) => `${i.name} after ${Math.round(deployMs[n]!)} ms`).join(', ')}; ` +
        `a rollback by ${cluster.instances.map((i, n) => `${i.name} after ${Math.round(rollbackMs[n]!)} ms`).join(', ')}; load ${loadAtStart} -> ${loadAverage()}`,
    );
    expect(rolledBack).toMatchObject({ from: second, to: first });
    expect(Math.max(...deployMs, ...rollbackMs)).toBeLessThanOrEqual(PROPAGATION_LIMIT_MS);
    const history = (await served(cluster.instances[2]!.url))!.remotes.content!.history;
    expect(history.slice(-2).map((e) => [e.action, e.version, e.by])).toEqual([
      ['deploy', second, REGISTRY_OPERATOR.name],
      ['rollback', first, REGISTRY_OPERATOR.name],
    ]);
  });

  it(
    'remote:watch --once through HAProxy rolls back a failing canary, judged on Prometheus and the devices in PostgreSQL',
    { timeout: 180_000 },
    async () => {
      const { cluster } = context();
      expect(cluster.prometheusUrl, 'Prometheus runs beside the cluster (apt-get install prometheus)').not.toBeNull();
      const canary = await uploaded();
      await operator(cluster.url, REGISTRY_PATHS.versions('content'), {
        version: canary,
        canary: { percent: 10, maxFailureRate: 0.1, minDevices: 3 },
      });
      await everyInstanceServes(performance.now(), (r) => r?.remotes.content?.canary?.version === canary);
      const report = async (device: number, events: RemoteLoadEvent[]) => {
        const response = await fetch(`${cluster.url}${TELEMETRY_PATHS.remoteLoads}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ deviceId: `clusterdevice${device}`, events }),
        });
        expect(response.status).toBe(200);
      };
      const loaded = (loadMs: number): RemoteLoadEvent => ({ remote: 'content', version: canary, outcome: 'loaded', loadMs });
      // Five devices (from one address: the most one address speaks for), two of them see it throw.
      for (let device = 1; device <= 5; device += 1) {
        await report(
          device,
          device <= 2
            ? [loaded(120), { remote: 'content', version: canary, outcome: 'render-failed', errorCode: 'TypeError' }]
            : [loaded(110)],
        );
      }
      // Two scrapes (1 s apart) of every instance after the last report.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const loadAtStart = loadAverage();
      const started = performance.now();
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'deploy/src/cli.ts', 'watch', '--once'], {
        cwd: repoRoot,
        env: { ...process.env, REGISTRY_URL: cluster.url, REGISTRY_TOKEN: REGISTRY_OPERATOR.secret, DATABASE_URL: '' },
        timeout: 150_000,
      });
      console.log(
        `remote:watch --once through HAProxy, ${Math.round(performance.now() - started)} ms (load ${loadAtStart}):\n${stdout.trim()}`,
      );
      expect(stdout).toMatch(
        new RegExp(`^\\S+ rollback content ${canary}: canary ${canary}: \\d of 5 devices failed \\(\\d+ %; [\\d.]+ % of its loads\\)`, 'm'),
      );
      const content = (await served(cluster.instances[1]!.url))!.remotes.content!;
      expect(content.canary).toBeNull();
      expect(content.history.at(-1)).toMatchObject({ action: 'auto-rollback', from: canary, by: 'registry (automatic rollback)' });
    },
  );
}
