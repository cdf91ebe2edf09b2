// `npm run bench -- member-page` (a section of `npm run bench`): a member's planner drawn for her on
// the server (her page session: her subscription, her week and her shopping list read as her, the
// page rendered by mf-planner's server bundle) at 50 connections, on PGlite and on PostgreSQL, with
// the load average beside each row. The issue 27 aim: p99 at most 300 ms on PostgreSQL.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { SERVER_API_CACHE_ELEMENT_ID } from '@app/shared/prerender/rendered-page';
import { BENCH_PAGES, createBenchMember } from '../../bench/pages.ts';
import { startProductionServer } from '../../bench/production-server.ts';
import { printTable } from '../../bench/table.ts';
import { freePort } from '../src/lib/free-port.ts';
import { throwawayPostgres } from './api-bench.ts';
import { loadAverage } from '../../bench/load-average.ts';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = 50;
const P99_AIM_MS = 300;

async function measure(database: string, databaseUrl?: string): Promise<(string | number)[]> {
  const server = await startProductionServer(await freePort(), { databaseUrl });
  try {
    const member = await createBenchMember(server.url);
    const cookie = member.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    const url = `${server.url}${BENCH_PAGES.planner.path}`;
    const headers = { cookie, 'accept-encoding': 'br, gzip' };
    // Warm (the server bundle loads on first use), and make sure the page is drawn for her: a plain page would measure nothing.
    for (let warm = 0; warm < 5; warm++) {
      const page = await fetch(url, { headers: { cookie } }).then((response) => response.text());
      if (!page.includes(SERVER_API_CACHE_ELEMENT_ID)) throw new Error(`${database}: ${BENCH_PAGES.planner.path} was not drawn for her`);
    }
    const result = await new Promise<Result>((resolve, reject) =>
      autocannon({ url, headers, duration: DURATION_SECONDS, connections: CONNECTIONS }, (error, done) =>
        error ? reject(error) : resolve(done),
      ),
    );
    return [
      `${BENCH_PAGES.planner.path} drawn for her`,
      database,
      result.requests.average.toFixed(0),
      result.latency.p50,
      result.latency.p99,
      result.errors + result.timeouts + result['4xx'] + result['5xx'],
      database === 'PostgreSQL' ? (result.latency.p99 <= P99_AIM_MS ? 'yes' : 'NO') : '-',
      loadAverage(),
    ];
  } finally {
    await server.stop();
  }
}

export async function runMemberPageBench(): Promise<void> {
  const loadAtStart = loadAverage();
  const rows = [await measure('PGlite')];
  const postgres = await throwawayPostgres();
  if (postgres) {
    try {
      rows.push(await measure('PostgreSQL', postgres.url));
    } finally {
      await postgres.drop();
    }
  }
  printTable(
    `A member's page drawn on the server (autocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s a row, her page session cookie; load average 1 5 15 min at each row, ${loadAtStart} at the start)`,
    ['page', 'database', 'req/s', 'p50 ms', 'p99 ms', 'errors', `p99 <= ${P99_AIM_MS} ms`, 'load'],
    rows,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runMemberPageBench();
}
