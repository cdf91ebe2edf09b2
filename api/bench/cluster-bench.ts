// `npm run bench -- cluster` (and a section of `npm run bench`): throughput of 3 API instances
// behind HAProxy against 1 behind the same HAProxy, on one PostgreSQL (a throwaway database) and
// no Redis, on a public read (a listing page) and a member's planner read (a planned week), with
// the load average beside each row.
import autocannon, { type Options, type Result } from 'autocannon';
import pg from 'pg';
import { listingPath } from '@app/shared/api-contract/application-search';
import { PLANNER_PATHS } from '@app/shared/api-contract/planner';
import { USER_SERVICE_PATHS, type LoginData } from '@app/shared/api-contract/user-service';
import { todayInZone, weekStartOf } from '@app/shared/planner/calendar';
import { startCluster } from '../cluster/cluster.ts';
import { hashPassword } from '../src/lib/crypto.ts';
import { BENCH_EMAIL, BENCH_PASSWORD } from './bench-member.ts';
import { loadAverage } from '../../bench/load-average.ts';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CATALOG_CONNECTIONS ?? 50);
const POSTGRES_ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function run(options: Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION_SECONDS, connections: CONNECTIONS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** The bench member, onboarding done, written straight into the database the instances share. */
async function addBenchMember(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into users (email, name, password_hash, email_verified_at, gender_id, fitness_id, meal_id, profile_completed)
       values ($1, 'Bench', $2, now(), 1, 1, 1, true) on conflict (email) do nothing`,
      [BENCH_EMAIL, await hashPassword(BENCH_PASSWORD)],
    );
  } finally {
    await client.end();
  }
}

interface Row {
  target: string;
  instances: number;
  result: Result;
  load: string;
}

async function measureCluster(instances: number, databaseUrl: string): Promise<Row[]> {
  const cluster = await startCluster({
    instances,
    port: 0,
    databaseUrl,
    redisUrl: null,
    redisKeyPrefix: 'kindred-bench:',
    shellDir: null,
    registryDir: null,
    prometheusPort: null,
  });
  try {
    await addBenchMember(databaseUrl);
    const login = await fetch(`${cluster.url}${USER_SERVICE_PATHS.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
    });
    if (!login.ok) throw new Error(`bench login failed: ${login.status}`);
    const { token } = ((await login.json()) as { data: LoginData }).data;
    const plannedWeek = `${cluster.url}${PLANNER_PATHS.planner}?startDate=${weekStartOf(todayInZone(new Date(), 'UTC'))}`;
    const member = { authorization: `Bearer ${token}`, timezone: 'UTC' };
    if (!(await fetch(plannedWeek, { headers: member })).ok) throw new Error('planner failed');
    const rows: Row[] = [];
    for (const [target, options] of [
      ['listing gym page 1 (public)', { url: `${cluster.url}${listingPath('gym')}?page=1` }],
      ['planner, a planned week (member)', { url: plannedWeek, headers: member }],
    ] as const) {
      const result = await run(options);
      rows.push({ target, instances, result, load: loadAverage() });
    }
    return rows;
  } finally {
    await cluster.stop();
  }
}

export async function runClusterBench(): Promise<void> {
  const name = `kindred_bench_cluster_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch (error) {
    console.warn(`PostgreSQL not reachable at ${POSTGRES_ADMIN_URL} (${(error as Error).message}): no cluster table.`);
    return;
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const loadAtStart = loadAverage();
  let rows: Row[];
  try {
    await admin.query(`create database ${name}`);
    rows = [...(await measureCluster(1, url.toString())), ...(await measureCluster(3, url.toString()))];
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
  console.log(
    `\nCluster: 1 vs 3 API instances behind HAProxy, one PostgreSQL (autocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each; ${loadAtStart} load at the start)`,
  );
  const header = ['target', 'instances', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'vs 1', 'load (1, 5, 15 min) after'];
  const table = rows.map((row) => {
    const single = rows.find((other) => other.target === row.target && other.instances === 1)!;
    return [
      row.target,
      String(row.instances),
      row.result.requests.average.toFixed(0),
      String(row.result.latency.p50),
      String(row.result.latency.p99),
      String(row.result.errors + row.result.timeouts + row.result.non2xx),
      `${(row.result.requests.average / single.result.requests.average).toFixed(2)}x`,
      row.load,
    ];
  });
  const widths = header.map((_, i) => Math.max(header[i]!.length, ...table.map((row) => row[i]!.length)));
  const format = (row: string[]) =>
    row.map((cell, i) => (i === 0 || i === 7 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of table) console.log(format(row));
}
