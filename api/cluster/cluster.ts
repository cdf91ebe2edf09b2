// The production topology on one machine: HAProxy in front of N API instances (each
// the server from its source, `node --import tsx api/src/server.ts`) on one PostgreSQL and one Redis, with
// Prometheus scraping every instance's METRICS_PORT when it is installed. `npm run cluster`,
// the cluster tests and the bench's 1-vs-3 table start it from here.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../src/lib/free-port.ts';
import { CLUSTER_CHECKS, CLUSTER_DRAIN_MS, haproxyConfig } from './haproxy-config.ts';
import { prometheusConfig } from './prometheus-config.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PROMETHEUS_BIN = '/usr/bin/prometheus';
export const DEFAULT_CLUSTER_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/kindred_cluster';

export interface ClusterOptions {
  instances: number;
  /** HAProxy's port (0: a free one). */
  port: number;
  /** The one PostgreSQL database of every instance, created when missing. */
  databaseUrl: string;
  /** The one Redis; null runs each instance's limits in its own memory. */
  redisUrl: string | null;
  redisKeyPrefix: string;
  /** null: no shell or registry (the API alone). */
  shellDir: string | null;
  registryDir: string | null;
  /** Prometheus on this port when /usr/bin/prometheus exists (null: not started). */
  prometheusPort: number | null;
  /** How often Prometheus scrapes every instance (default 5 s). */
  scrapeIntervalSeconds?: number;
  /** Further environment of every instance (it wins over the cluster's). */
  env?: Record<string, string>;
  /** Where an instance's own output goes (the CLI prints it; tests keep it for a failure). */
  onOutput?: (instance: string, text: string) => void;
}

interface Instance {
  name: string;
  port: number;
  metricsPort: number;
  url: string;
  child: ChildProcess | null;
}

/** One row of HAProxy's `show stat` for a server. */
interface ServerStat {
  status: string;
  /** Requests it is serving now. */
  current: number;
  /** Requests it has been sent since HAProxy started. */
  total: number;
}

export interface Cluster {
  url: string;
  instances: Instance[];
  metricsToken: string;
  prometheusUrl: string | null;
  /** HAProxy's log of requests: one line each, `<server> <status> <termination state> <retries> <method> <path>`. */
  requestLog(): string[];
  stats(): Promise<Record<string, ServerStat>>;
  /** Sends `signal` to an instance and resolves when it has exited, with its exit code. */
  signal(index: number, signal: NodeJS.Signals): Promise<number | null>;
  /** Starts an instance again (same port) and resolves when HAProxy sends it traffic. */
  start(index: number): Promise<void>;
  waitForStatus(index: number, status: 'UP' | 'DOWN', timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** Creates the database when the server has none of that name. */
async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`The cluster database name "${name}" must be lower-case letters, digits and _.`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 5_000 });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

async function until(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  alive: () => string | null = () => null,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    const dead = alive();
    if (dead) throw new Error(`${what}: ${dead}`);
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.ok,
    () => false,
  );

/** A command to HAProxy's admin socket, and its whole answer. */
function haproxyCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const client = connect(socket, () => client.end(`${command}\n`));
    client.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    client.on('end', () => resolve(answer));
    client.on('error', reject);
  });
}

function parseStats(csv: string): Record<string, ServerStat> {
  const [header, ...rows] = csv.trim().split('\n');
  const columns = header!.replace(/^# /, '').split(',');
  const at = (row: string[], name: string) => row[columns.indexOf(name)] ?? '';
  const servers: Record<string, ServerStat> = {};
  for (const line of rows) {
    const row = line.split(',');
    if (at(row, 'pxname') !== 'api' || ['FRONTEND', 'BACKEND'].includes(at(row, 'svname'))) continue;
    servers[at(row, 'svname')] = { status: at(row, 'status'), current: Number(at(row, 'scur')), total: Number(at(row, 'stot')) };
  }
  return servers;
}

/** Sends `signal`, and SIGKILL after `timeoutMs` (beyond an instance's drain and shutdown timeout). */
function stopChild(child: ChildProcess | null, signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 45_000): Promise<number | null> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child?.exitCode ?? null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
    child.kill(signal);
  });
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (options.instances < 1) throw new Error('A cluster needs at least one instance.');
  await ensureDatabase(options.databaseUrl);
  const workDir = mkdtempSync(path.join(tmpdir(), 'kindred-cluster-'));
  const port = options.port || (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const metricsToken = options.env?.METRICS_TOKEN ?? randomBytes(24).toString('hex');
  const instances: Instance[] = [];
  for (let index = 0; index < options.instances; index++) {
    const instancePort = await freePort();
    instances.push({
      name: `api-${index + 1}`,
      port: instancePort,
      metricsPort: await freePort(),
      url: `http://127.0.0.1:${instancePort}`,
      child: null,
    });
  }
  const children: ChildProcess[] = [];
  const stopAll = async () => {
    await Promise.all([...instances.map((instance) => stopChild(instance.child)), ...children.map((child) => stopChild(child))]);
    rmSync(workDir, { recursive: true, force: true });
  };

  const launch = async (index: number) => {
    const instance = instances[index]!;
    const dataDir = path.join(workDir, instance.name);
    mkdirSync(dataDir, { recursive: true });
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(instance.port),
        HOST: '127.0.0.1',
        DATABASE_URL: options.databaseUrl,
        REDIS_URL: options.redisUrl ?? '',
        REDIS_KEY_PREFIX: options.redisKeyPrefix,
        // HAProxy appends the client's address to X-Forwarded-For: one trusted hop.
        TRUST_PROXY: '1',
        PUBLIC_URL: url,
        SHUTDOWN_DRAIN_MS: String(CLUSTER_DRAIN_MS),
        METRICS_PORT: String(instance.metricsPort),
        METRICS_HOST: '127.0.0.1',
        METRICS_TOKEN: metricsToken,
        DATA_DIR: dataDir,
        SHELL_DIR: options.shellDir ?? '',
        REGISTRY_DIR: options.registryDir ?? '',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        // Every instance signs with the secret kept in the shared database unless JWT_SECRET is set for all.
        JWT_SECRET: process.env.JWT_SECRET ?? '',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      options.onOutput?.(instance.name, chunk.toString());
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    instance.child = child;
    // tsx compiles the server first: a minute and more on a busy machine.
    await until(
      `${instance.name} did not get ready`,
      () => answers(`${instance.url}/health/ready`),
      180_000,
      () => (child.exitCode === null ? null : `exited with ${child.exitCode}:\n${output}`),
    );
  };

  try {
    // The first one migrates and seeds the database alone; the others find it ready.
    await launch(0);
    await Promise.all(instances.slice(1).map((_, index) => launch(index + 1)));

    const statsSocket = path.join(workDir, 'haproxy.sock');
    const configFile = path.join(workDir, 'haproxy.cfg');
    writeFileSync(
      configFile,
      haproxyConfig({
        bind: { host: '127.0.0.1', port },
        backends: instances.map(({ name, port: p }) => ({ name, host: '127.0.0.1', port: p })),
        statsSocket,
        ...CLUSTER_CHECKS,
      }),
    );
    const log: string[] = [];
    let pending = '';
    const haproxy = spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(haproxy);
    let haproxyErrors = '';
    haproxy.stdout.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      log.push(...lines.filter((line) => line.startsWith('request ')).map((line) => line.slice('request '.length)));
    });
    haproxy.stderr.on('data', (chunk: Buffer) => (haproxyErrors += chunk.toString()));
    const stats = async () => parseStats(await haproxyCommand(statsSocket, 'show stat'));
    await until(
      'HAProxy did not start',
      () =>
        stats().then(
          (servers) => Object.values(servers).every((server) => server.status === 'UP'),
          () => false,
        ),
      30_000,
      () => (haproxy.exitCode === null ? null : `exited with ${haproxy.exitCode}:\n${haproxyErrors}`),
    );

    let prometheusUrl: string | null = null;
    if (options.prometheusPort !== null && existsSync(PROMETHEUS_BIN)) {
      const tokenFile = path.join(workDir, 'metrics-token');
      writeFileSync(tokenFile, metricsToken, { mode: 0o600 });
      const promConfig = path.join(workDir, 'prometheus.yml');
      writeFileSync(
        promConfig,
        prometheusConfig(
          instances.map((instance) => `127.0.0.1:${instance.metricsPort}`),
          tokenFile,
          options.scrapeIntervalSeconds ?? 5,
        ),
      );
      const promPort = options.prometheusPort || (await freePort());
      const prometheus = spawn(
        PROMETHEUS_BIN,
        [
          `--config.file=${promConfig}`,
          `--storage.tsdb.path=${path.join(workDir, 'prometheus')}`,
          `--web.listen-address=127.0.0.1:${promPort}`,
        ],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
      children.push(prometheus);
      // Prometheus logs to stderr: kept so that a start that fails says why (a taken port, a full disk).
      let prometheusLog = '';
      prometheus.stderr.on('data', (chunk: Buffer) => {
        prometheusLog = (prometheusLog + chunk.toString()).slice(-4_000);
        options.onOutput?.('prometheus', chunk.toString());
      });
      prometheusUrl = `http://127.0.0.1:${promPort}`;
      await until(
        'Prometheus did not start',
        () => answers(`${prometheusUrl}/-/ready`),
        60_000,
        () =>
          prometheus.exitCode === null && prometheus.signalCode === null
            ? null
            : `exited with ${prometheus.exitCode ?? prometheus.signalCode}:\n${prometheusLog}`,
      ).catch((error: Error) => {
        throw new Error(`${error.message}\nIts log:\n${prometheusLog}`);
      });
    }

    const waitForStatus = (index: number, status: 'UP' | 'DOWN', timeoutMs = 30_000) =>
      until(
        `${instances[index]!.name} is not ${status} in HAProxy`,
        () => stats().then((servers) => servers[instances[index]!.name]?.status.startsWith(status) ?? false),
        timeoutMs,
      );

    return {
      url,
      instances,
      metricsToken,
      prometheusUrl,
      requestLog: () => [...log],
      stats,
      signal: (index, signal) => stopChild(instances[index]!.child, signal),
      async start(index) {
        await launch(index);
        await waitForStatus(index, 'UP');
      },
      waitForStatus,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
