// The cluster of `npm run cluster` under failure: HAProxy in front of three instances on one
// PostgreSQL (a throwaway database) and a Redis of the test's own (stopped by it), with load from
// autocannon. Each test prints what it measured.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Instance as Autocannon, type Result } from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGBOOK_PATHS, logbookPath, type LogbookEntry } from '@app/shared/api-contract/progress-service';
import { PLATFORM_PATHS } from '@app/shared/api-contract/platform';
import { USER_SERVICE_PATHS } from '@app/shared/api-contract/user-service';
import { throwawayPostgres } from '../test/helpers/databases.ts';
import { signUpThroughOutbox } from '../test/helpers/server-process.ts';
import { TEST_PASSWORD, uniqueEmail } from '../test/helpers/test-app.ts';
import { freePort } from '../src/lib/free-port.ts';
import { startCluster, type Cluster } from './cluster.ts';
import { registryClusterEnv, registryClusterTests } from './registry-cluster-tests.ts';
import { loadAverage } from '../../bench/load-average.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A seeded workout and one of its exercises. */
const ROUTINE = 10085;
const SQUAT = 20004;
const CONNECTIONS = 100;
const KILL_LOAD_SECONDS = 30;
const MEMBERS = 10;

interface Member {
  email: string;
  token: string;
}

interface WriteLoad {
  run: Autocannon;
  result: Promise<Result>;
  /** Log ids whose save was answered 200, by member. */
  acknowledged: Map<number, number[]>;
}

/** Every save sent in this file carries its own set (reps 1-1000, then the weight in 0.01 kg steps), so a save applied twice shows. */
let nextTag = 0;
const tagged = (tag: number) => ({ reps: 1 + (tag % 1000), weight: { value: Math.floor(tag / 1000) / 100, unit: 'kg' as const } });
const tagOf = (entry: LogbookEntry) => entry.sets[0]!.reps - 1 + Math.round(entry.sets[0]!.weight.value * 100) * 1000;

/** Saves stored more than once: a request applied twice (HAProxy resending a request an instance had received). */
async function duplicatedSaves(url: string, members: Member[]): Promise<number> {
  const seen = new Map<number, number>();
  for (const member of members) {
    const response = await fetch(`${url}${logbookPath(ROUTINE)}`, { headers: { authorization: `Bearer ${member.token}` } });
    for (const entry of ((await response.json()) as { data: LogbookEntry[] }).data)
      seen.set(tagOf(entry), (seen.get(tagOf(entry)) ?? 0) + 1);
  }
  return [...seen.values()].filter((count) => count > 1).length;
}

/** Logbook saves through HAProxy from CONNECTIONS connections, the members taking turns. */
function writeLoad(url: string, members: Member[], duration: number): WriteLoad {
  const acknowledged = new Map<number, number[]>(members.map((_, index) => [index, []]));
  let finished!: (result: Result) => void;
  const result = new Promise<Result>((resolve) => (finished = resolve));
  const run = autocannon(
    {
      url,
      connections: CONNECTIONS,
      duration,
      // A slow answer on a busy 2-core machine is not a lost one: autocannon's 10 s would count it failed.
      timeout: 60,
      requests: [
        {
          method: 'POST',
          path: LOGBOOK_PATHS.logbook,
          setupRequest: (request, context) => {
            const sent = nextTag++;
            const member = sent % members.length;
            (context as { member?: number }).member = member;
            return {
              ...request,
              headers: { ...request.headers, 'content-type': 'application/json', authorization: `Bearer ${members[member]!.token}` },
              body: JSON.stringify({ routineId: ROUTINE, exerciseId: SQUAT, sets: [tagged(sent)] }),
            };
          },
          onResponse: (status, body, context) => {
            if (status === 200)
              acknowledged.get((context as { member: number }).member)!.push((JSON.parse(body) as { data: LogbookEntry }).data.id);
          },
        },
      ],
    },
    (error, done) => (error ? finished({ ...done, errors: done?.errors ?? 1 }) : finished(done)),
  );
  return { run, result, acknowledged };
}

const failures = (result: Result) => result.non2xx + result.errors + result.timeouts;

/** Every member's saved log ids, read back through HAProxy. */
async function storedLogs(url: string, members: Member[]): Promise<Set<number>[]> {
  return Promise.all(
    members.map(async (member) => {
      const response = await fetch(`${url}${logbookPath(ROUTINE)}`, { headers: { authorization: `Bearer ${member.token}` } });
      expect(response.status).toBe(200);
      return new Set(((await response.json()) as { data: LogbookEntry[] }).data.map((entry) => entry.id));
    }),
  );
}

/** Acknowledged saves missing from their member's logbook, and how many saves were stored since `before`. */
async function lostWrites(url: string, members: Member[], acknowledged: Map<number, number[]>, before: Set<number>[]) {
  const stored = await storedLogs(url, members);
  let lost = 0;
  for (const [index, ids] of acknowledged) lost += ids.filter((id) => !stored[index]!.has(id)).length;
  const added = stored.reduce((sum, ids, index) => sum + ids.size - before[index]!.size, 0);
  return { lost, added };
}

/** A login through HAProxy, and how long it took. */
async function timedLogin(url: string, email: string, password = TEST_PASSWORD): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  const response = await fetch(`${url}${USER_SERVICE_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: Date.now() - started };
}

async function readiness(instanceUrl: string): Promise<{ status: string; ms: number }> {
  const started = Date.now();
  const response = await fetch(`${instanceUrl}/health/ready`, { signal: AbortSignal.timeout(5_000) });
  return { status: ((await response.json()) as { data: { status: string } }).data.status, ms: Date.now() - started };
}

async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = http
        .get({ host: '127.0.0.1', port, path: '/' })
        .on('error', (error: NodeJS.ErrnoException) => resolve(error.code !== 'ECONNREFUSED'));
      socket.setTimeout(500, () => socket.destroy());
    });
    if (up) return redis;
    if (Date.now() > deadline) throw new Error('redis-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the cluster: HAProxy, three instances, one PostgreSQL, one Redis', () => {
  let cluster: Cluster;
  let redis: ChildProcess;
  let dropDatabase: () => Promise<void>;
  let registryDir: string;
  const members: Member[] = [];
  const output: string[] = [];

  beforeAll(async () => {
    const database = await throwawayPostgres();
    dropDatabase = database.drop;
    const redisPort = await freePort();
    redis = await startRedis(redisPort);
    registryDir = mkdtempSync(path.join(tmpdir(), 'kindred-cluster-registry-'));
    const prometheusPort = await freePort();
    cluster = await startCluster({
      instances: 3,
      port: 0,
      databaseUrl: database.url,
      redisUrl: `redis://127.0.0.1:${redisPort}`,
      redisKeyPrefix: 'kindred-cluster-test:',
      shellDir: null,
      registryDir,
      prometheusPort,
      scrapeIntervalSeconds: 1,
      env: { OUTBOX_PAGE: '1', LOG_LEVEL: 'error', ...registryClusterEnv(`http://127.0.0.1:${prometheusPort}`) },
      onOutput: (name, text) => output.push(`[${name}] ${text}`),
    });
    for (let index = 0; index < MEMBERS; index++) {
      const email = uniqueEmail(`cluster${index}`);
      members.push({ email, token: (await signUpThroughOutbox(cluster.url, email)).token });
    }
  });

  afterAll(async () => {
    // What the instances printed and HAProxy's request log, to read after a failure.
    mkdirSync(path.join(repoRoot, 'test-results'), { recursive: true });
    writeFileSync(path.join(repoRoot, 'test-results/cluster-instances.log'), output.join(''));
    if (cluster) writeFileSync(path.join(repoRoot, 'test-results/cluster-haproxy.log'), cluster.requestLog().join('\n'));
    await cluster?.stop();
    redis?.kill('SIGKILL');
    await dropDatabase?.();
    if (registryDir) rmSync(registryDir, { recursive: true, force: true });
  });

  it('a session made through one instance is honoured by the others (one secret, kept in the database)', async () => {
    const login = await fetch(`${cluster.instances[0]!.url}${USER_SERVICE_PATHS.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: members[0]!.email, password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    for (const instance of cluster.instances) {
      const settings = await fetch(`${instance.url}${USER_SERVICE_PATHS.settings}`, { headers: { authorization: `Bearer ${token}` } });
      expect(settings.status, instance.name).toBe(200);
    }
  });

  registryClusterTests(() => ({ cluster, registryDir }));

  it(
    `kill -9 of one instance under ${CONNECTIONS} connections for ${KILL_LOAD_SECONDS} s: no acknowledged write is lost, only requests on it fail`,
    { timeout: 180_000 },
    async () => {
      const victim = 1;
      const name = cluster.instances[victim]!.name;
      const logFrom = cluster.requestLog().length;
      const loadAtStart = loadAverage();
      const before = await storedLogs(cluster.url, members);
      const writes = writeLoad(cluster.url, members, KILL_LOAD_SECONDS);
      await new Promise((resolve) => setTimeout(resolve, (KILL_LOAD_SECONDS * 1000) / 3));
      const inFlight = (await cluster.stats())[name]!.current;
      cluster.instances[victim]!.child!.kill('SIGKILL');
      const result = await writes.result;
      // Back before anything is checked, so the next tests have three instances whatever happens here.
      await cluster.start(victim);

      const log = cluster.requestLog().slice(logFrom);
      const failedLines = log.filter((line) => !/^\S+ 200 /.test(line));
      const retried = log.filter((line) => line.split(' ')[3] !== '0');
      const failedOnVictim = failedLines.filter((line) => line.startsWith(`${name} `));
      const { lost, added } = await lostWrites(cluster.url, members, writes.acknowledged, before);
      const acknowledged = [...writes.acknowledged.values()].reduce((sum, ids) => sum + ids.length, 0);
      const duplicated = await duplicatedSaves(cluster.url, members);
      console.log(
        `kill -9 ${name} under load: ${added - acknowledged} saves stored without an answer (in flight on ${name} or when the load stopped), ${duplicated} applied twice;`,
      );
      console.log(
        `kill -9 ${name} under load: ${result.requests.total} requests, ${acknowledged} saves acknowledged, ${lost} lost, ${added} stored; ` +
          `${failures(result)} failed (${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts), ` +
          `${failedOnVictim.length} of them on ${name} in HAProxy's log, which had ${inFlight} in flight when killed ` +
          `(termination states: ${[...new Set(failedLines.map((line) => line.split(' ')[2]))].join(', ') || 'none'}); ` +
          `${retried.length} resent by HAProxy after a failed connection (${[...new Set(retried.map((line) => line.split(' ').slice(0, 4).join(' ')))].slice(0, 5).join('; ')}); load ${loadAtStart} -> ${loadAverage()}`,
      );
      expect(lost).toBe(0);
      expect(acknowledged).toBeGreaterThan(0);
      // A POST that reached the killed instance is answered 502, never resent (retry-on conn-failure only): at most once.
      expect(duplicated).toBe(0);
      expect(failedLines).toEqual(failedOnVictim);
      expect(failures(result)).toBe(failedOnVictim.length);
      expect(failures(result)).toBeLessThanOrEqual(CONNECTIONS);
    },
  );

  it('a rolling restart of all three under load loses no request and no write', { timeout: 240_000 }, async () => {
    const logFrom = cluster.requestLog().length;
    const loadAtStart = loadAverage();
    const before = await storedLogs(cluster.url, members);
    const writes = writeLoad(cluster.url, members, 600);
    const started = Date.now();
    for (let index = 0; index < cluster.instances.length; index++) {
      expect(await cluster.signal(index, 'SIGTERM')).toBe(0);
      await cluster.start(index);
    }
    writes.run.stop();
    const result = await writes.result;
    const log = cluster.requestLog().slice(logFrom);
    const { lost, added } = await lostWrites(cluster.url, members, writes.acknowledged, before);
    const acknowledged = [...writes.acknowledged.values()].reduce((sum, ids) => sum + ids.length, 0);
    console.log(
      `rolling restart of 3 under ${CONNECTIONS} connections, ${((Date.now() - started) / 1000).toFixed(0)} s: ${result.requests.total} requests, ` +
        `${acknowledged} saves acknowledged, ${lost} lost, ${added} stored, ${failures(result)} failed (${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts); load ${loadAtStart} -> ${loadAverage()}`,
    );
    expect(failures(result)).toBe(0);
    expect(log.filter((line) => !/^\S+ 200 /.test(line))).toEqual([]);
    expect(lost).toBe(0);
    expect(acknowledged).toBeGreaterThan(0);
  });

  it(
    'Redis stopped under load: logins keep working with per-instance limits, /health/ready says degraded, nothing hangs',
    { timeout: 120_000 },
    async () => {
      // Shared limits first: one account from one address gets 10 tries in all, whichever instance answers.
      const shared = [];
      for (let attempt = 0; attempt < 11; attempt++) shared.push(await timedLogin(cluster.url, members[1]!.email));
      expect(shared.map((login) => login.status)).toEqual([...Array<number>(10).fill(200), 429]);

      const loadAtStart = loadAverage();
      let readsFinished!: (result: Result) => void;
      const readsDone = new Promise<Result>((resolve) => (readsFinished = resolve));
      const reads = autocannon(
        { url: `${cluster.url}${PLATFORM_PATHS.platformConfig}?platform=WEB`, connections: 50, duration: 600 },
        (_error, done) => readsFinished(done),
      );
      redis.kill('SIGKILL');
      await new Promise((resolve) => redis.once('exit', resolve));

      const states = await Promise.all(cluster.instances.map((instance) => readiness(instance.url)));
      // The first check after the kill may still see the connection closing: ask until degraded.
      for (let index = 0; index < states.length; index++) {
        for (let attempt = 0; attempt < 20 && states[index]!.status !== 'degraded'; attempt++)
          states[index] = await readiness(cluster.instances[index]!.url);
      }
      const logins = [];
      for (let attempt = 0; attempt < 40; attempt++) {
        const login = await timedLogin(cluster.url, members[2]!.email);
        logins.push(login);
        if (logins.filter((l) => l.status === 429).length >= 3) break;
      }
      reads.stop();
      const readResult = await readsDone;
      const accepted = logins.filter((login) => login.status === 200).length;
      console.log(
        `Redis stopped under 50 connections of reads: /health/ready ${states.map((state) => `${state.status} in ${state.ms} ms`).join(', ')}; ` +
          `${accepted} logins of one account from one address accepted before 429s (shared limit 10, per instance 10 x 3), slowest ${Math.max(...logins.map((l) => l.ms))} ms; ` +
          `reads: ${readResult.requests.total}, ${failures(readResult)} failed, p99 ${readResult.latency.p99} ms; load ${loadAtStart} -> ${loadAverage()}`,
      );
      expect(states.map((state) => state.status)).toEqual(['degraded', 'degraded', 'degraded']);
      expect(Math.max(...states.map((state) => state.ms))).toBeLessThan(2_000);
      expect(accepted).toBeGreaterThan(10);
      expect(accepted).toBeLessThanOrEqual(30);
      expect(logins.every((login) => login.status === 200 || login.status === 429)).toBe(true);
      expect(Math.max(...logins.map((login) => login.ms))).toBeLessThan(5_000);
      expect(failures(readResult)).toBe(0);
    },
  );
});
