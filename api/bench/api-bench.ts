// `npm run bench:api` (and a section of `npm run bench`): autocannon against login, refresh,
// settings, platform config, the home screen (first reply, and a repeat with If-None-Match), and the
// catalog (a listing page, a workout by id, a member's search) and the planner (a week planned for the
// first time, a planned week) at 50 connections, on PGlite and on PostgreSQL, beside a bare Fastify
// hello-world. Every request runs its queries: the server keeps no reply in memory (HTTP caches do,
// see page-cache-bench.ts for revalidation through them).
// BENCH_ONLY=<groups> runs only those rows (comma-separated: auth, catalog, planner, home), beside
// hello-world, e.g. `BENCH_ONLY=planner pnpm bench:api` while working on the planner.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Options, type Result } from 'autocannon';
import pg from 'pg';
import { APPLICATION_SEARCH_PATHS, contentPath, listingPath } from '@app/shared/api-contract/application-search';
import { HOME_SCREEN_PATH } from '@app/shared/api-contract/home-screen';
import { PLATFORM_PATHS } from '@app/shared/api-contract/platform';
import { USER_SERVICE_PATHS, type LoginData } from '@app/shared/api-contract/user-service';
import { PLANNER_PATHS } from '@app/shared/api-contract/planner';
import { addDays, plannerWindow, todayInZone, weekStartOf } from '@app/shared/planner/calendar';
import { BENCH_EMAIL, BENCH_PASSWORD, BENCH_PLANNER_MEMBERS, benchPlannerEmail } from './bench-member.ts';
import { freePort } from '../src/lib/free-port.ts';
import { loadAverage } from '../../bench/load-average.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 2);
/** The catalog reads are measured under load: SPEC's listings, a workout and a member's search. */
const CATALOG_CONNECTIONS = Number(process.env.BENCH_CATALOG_CONNECTIONS ?? 50);
const BENCH_WORKOUT_ID = 10_001;
const BENCH_SEARCH = 'glute bridge';
const POSTGRES_ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
type RowGroup = 'auth' | 'catalog' | 'planner' | 'home';
const ONLY = process.env.BENCH_ONLY?.split(',').map((group) => group.trim());
const runs = (group: RowGroup) => !ONLY || ONLY.includes(group);

interface Server {
  url: string;
  stop(): Promise<void>;
}

async function startProcess(script: string, env: Record<string, string>, readyPath: string): Promise<Server> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(here, script)], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // A fresh PGlite migrates and seeds the catalog first: minutes on a loaded machine.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    if (
      await fetch(`${url}${readyPath}`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`${script} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function run(options: Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION_SECONDS, connections: CONNECTIONS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function loginOnce(url: string, email = BENCH_EMAIL): Promise<LoginData> {
  const response = await fetch(`${url}${USER_SERVICE_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`bench login failed: ${response.status}`);
  return ((await response.json()) as { data: LoginData }).data;
}

/**
 * Every request is a real rotation: it takes an unspent refresh token from the pool and its reply
 * puts the next one back (autocannon resets per-connection context, so the pool is shared).
 */
async function refreshOptions(url: string): Promise<Options> {
  const pool = (await Promise.all(Array.from({ length: CONNECTIONS }, () => loginOnce(url)))).map((session) => session.refreshToken);
  return {
    url: `${url}${USER_SERVICE_PATHS.refreshToken}`,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        setupRequest: (request) => ({ ...request, body: pool.shift() ?? 'no-unspent-token-left' }),
        // A failed refresh loses its token; the errors column shows it.
        onResponse: (status, body) => {
          if (status === 200) pool.push((JSON.parse(body) as { data: { refreshToken: string } }).data.refreshToken);
        },
      },
    ],
  };
}

/** Every week the planner opens today (UTC), Monday by Monday. */
function plannerWeeks(): string[] {
  const { earliest, latest } = plannerWindow(todayInZone(new Date(), 'UTC'));
  const weeks: string[] = [];
  for (let monday = weekStartOf(earliest); monday <= latest; monday = addDays(monday, 7)) weeks.push(monday);
  return weeks;
}

/** GET planner for weeks nobody has asked for yet: each request plans and stores a week of its own. */
async function newWeekOptions(url: string): Promise<Options> {
  const sessions = await Promise.all(Array.from({ length: BENCH_PLANNER_MEMBERS }, (_, index) => loginOnce(url, benchPlannerEmail(index))));
  const queue = sessions.flatMap((session) => plannerWeeks().map((startDate) => ({ token: session.token, startDate })));
  return {
    url: `${url}${PLANNER_PATHS.planner}`,
    amount: queue.length,
    connections: CATALOG_CONNECTIONS,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const next = queue.shift()!;
          return {
            ...request,
            path: `${PLANNER_PATHS.planner}?startDate=${next.startDate}`,
            headers: { ...request.headers, authorization: `Bearer ${next.token}`, timezone: 'UTC' },
          };
        },
      },
    ],
  };
}

interface Row {
  target: string;
  database: string;
  result: Result;
}

async function benchApi(database: string, env: Record<string, string>): Promise<Row[]> {
  const server = await startProcess('bench-server.ts', { ...env, SHELL_DIR: '', REGISTRY_DIR: '' }, '/health');
  try {
    const session = await loginOnce(server.url);
    const rows: Row[] = [];
    const measure = async (target: string, options: Options) => rows.push({ target, database, result: await run(options) });
    if (runs('auth')) {
      await measure('login', {
        url: `${server.url}${USER_SERVICE_PATHS.login}`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
      });
      await measure('refresh', await refreshOptions(server.url));
      await measure('settings GET', {
        url: `${server.url}${USER_SERVICE_PATHS.settings}`,
        headers: { authorization: `Bearer ${session.token}` },
      });
      await measure('platform config GET', { url: `${server.url}${PLATFORM_PATHS.platformConfig}?platform=WEB` });
    }
    if (runs('catalog')) rows.push(...(await catalogRows(server.url, session.token, database)));
    if (runs('planner')) {
      await measure(`planner, a new week (${CATALOG_CONNECTIONS} conn)`, await newWeekOptions(server.url));
      const plannedWeek = `${server.url}${PLANNER_PATHS.planner}?startDate=${weekStartOf(todayInZone(new Date(), 'UTC'))}`;
      const planned = { authorization: `Bearer ${session.token}`, timezone: 'UTC' };
      if (!(await fetch(plannedWeek, { headers: planned })).ok) throw new Error('planner failed');
      await measure(`planner, a planned week (${CATALOG_CONNECTIONS} conn)`, {
        url: plannedWeek,
        headers: planned,
        connections: CATALOG_CONNECTIONS,
      });
    }
    if (runs('home')) {
      const home = await fetch(`${server.url}${HOME_SCREEN_PATH}`);
      if (!home.ok) throw new Error(`home screen failed: ${home.status}`);
      await measure('home screen GET', { url: `${server.url}${HOME_SCREEN_PATH}` });
      await measure('home screen GET, 304', {
        url: `${server.url}${HOME_SCREEN_PATH}`,
        headers: { 'if-none-match': home.headers.get('etag') ?? '' },
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

/** The catalog's listing page, workout and search at CATALOG_CONNECTIONS. */
async function catalogRows(url: string, token: string, database: string): Promise<Row[]> {
  const rows: Row[] = [];
  const measure = async (target: string, options: Options) =>
    rows.push({ target, database, result: await run({ ...options, connections: CATALOG_CONNECTIONS }) });
  await measure(`listing gym page 1 (${CATALOG_CONNECTIONS} conn)`, { url: `${url}${listingPath('gym')}?page=1` });
  await measure(`content/${BENCH_WORKOUT_ID} (${CATALOG_CONNECTIONS} conn)`, { url: `${url}${contentPath(BENCH_WORKOUT_ID)}` });
  await measure(`search "${BENCH_SEARCH}" (${CATALOG_CONNECTIONS} conn)`, {
    url: `${url}${APPLICATION_SEARCH_PATHS.contentSearch}?q=${encodeURIComponent(BENCH_SEARCH)}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return rows;
}

/** A database of its own on the machine's PostgreSQL, dropped after; null when PostgreSQL is not there. */
export async function throwawayPostgres(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const name = `kindred_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (error) {
    console.warn(`PostgreSQL not reachable at ${POSTGRES_ADMIN_URL} (${(error as Error).message}): skipping its rows.`);
    return null;
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

function printRows(rows: Row[], hello: Result, loadAtStart: string): void {
  const header = ['target', 'database', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'vs hello-world'];
  // A 304 is the expected answer to a repeat with If-None-Match; 4xx and 5xx are the errors.
  const errors = (result: Result) => result.errors + result.timeouts + result['4xx'] + result['5xx'];
  const line = (target: string, database: string, result: Result) => [
    target,
    database,
    result.requests.average.toFixed(0),
    String(result.latency.p50),
    String(result.latency.p99),
    String(errors(result)),
    `${((result.requests.average / hello.requests.average) * 100).toFixed(1)}%`,
  ];
  const table = [line('hello-world', '-', hello), ...rows.map((row) => line(row.target, row.database, row.result))];
  const widths = header.map((_, i) => Math.max(header[i]!.length, ...table.map((row) => row[i]!.length)));
  const format = (row: string[]) => row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(
    `\nAPI (autocannon, ${CONNECTIONS} connections unless the row says, ${DURATION_SECONDS} s each; login hashes with scrypt N=2^15)`,
  );
  console.log(`Load average (1, 5, 15 min): ${loadAtStart} at the start, ${loadAverage()} at the end`);
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of table) console.log(format(row));
}

export async function runApiBench(): Promise<void> {
  const loadAtStart = loadAverage();
  const hello = await startProcess('hello-server.ts', {}, '/');
  let helloResult: Result;
  try {
    helloResult = await run({ url: hello.url });
  } finally {
    await hello.stop();
  }

  const rows: Row[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kindred-bench-'));
  try {
    rows.push(...(await benchApi('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const postgres = await throwawayPostgres();
  if (postgres) {
    const secretDir = mkdtempSync(path.join(tmpdir(), 'kindred-bench-'));
    try {
      rows.push(...(await benchApi('PostgreSQL', { DATA_DIR: secretDir, DATABASE_URL: postgres.url, REDIS_URL: '' })));
    } finally {
      await postgres.drop();
      rmSync(secretDir, { recursive: true, force: true });
    }
  }
  printRows(rows, helloResult, loadAtStart);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runApiBench();
}
