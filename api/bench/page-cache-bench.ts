// `npm run bench -- cache` (a section of `npm run bench`): the origin's side of a warm CDN-style cache.
// A CDN holding `/`, a recipe page and the recipe's API reply asks the origin again with the
// ETag it holds (If-None-Match); this measures those revalidations (each a 304) in req/s, and the
// full replies a cache miss costs, on the production build (PGlite), with the load average beside
// every row.
// BENCH_BASE_REF=<git ref> runs the same reads, in the same run, on that revision's API (its own
// worktree and install, serving this build's shell and registry): e.g. BENCH_BASE_REF=main for
// the figures with the in-process page and reply caches that HTTP caching replaced. BENCH_PORT
// picks the first of the two ports it serves on (default: free ones).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { contentPath } from '@app/shared/api-contract/application-search';
import { BENCH_PAGES } from '../../bench/pages.ts';
import { repoRoot, startProductionServer } from '../../bench/production-server.ts';
import { printTable } from '../../bench/table.ts';
import { freePort } from '../src/lib/free-port.ts';
import { loadAverage } from '../../bench/load-average.ts';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CACHE_CONNECTIONS ?? 50);
/** The issue 27 aim for `/` and a recipe revalidated through a warm CDN-style cache. */
const REVALIDATION_AIM_RPS = 5000;
/** What a CDN sends the origin: it stores the compressed copy and revalidates that one. */
const CDN_HEADERS = { 'accept-encoding': 'br, gzip' };

const TARGETS = [
  { label: '/', path: BENCH_PAGES.home.path },
  { label: 'recipe page', path: BENCH_PAGES.recipe.path },
  { label: 'recipe API', path: contentPath(30_001) },
];

function run(url: string, headers: Record<string, string>): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, duration: DURATION_SECONDS, connections: CONNECTIONS }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const port = async (offset: number) => (process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) + offset : freePort());

/** Each target's full reply and its revalidation, as rows of the table. */
async function measure(server: string, baseUrl: string): Promise<(string | number)[][]> {
  const rows: (string | number)[][] = [];
  for (const target of TARGETS) {
    const url = `${baseUrl}${target.path}`;
    // Warm: the first page after a start may go out before its server render has loaded.
    let first = await fetch(url, { headers: CDN_HEADERS });
    for (let warm = 0; warm < 3; warm++) first = await fetch(url, { headers: CDN_HEADERS });
    if (!first.ok) throw new Error(`${server} ${target.path}: ${first.status}`);
    const etag = first.headers.get('etag');
    const row = (kind: string, result: Result | null, note = '') => {
      // A revalidation answers 304 while the page is the same; a 200 means its bytes changed.
      rows.push([
        server,
        target.label,
        kind,
        result ? result.requests.average.toFixed(0) : '-',
        result ? String(result.latency.p50) : '-',
        result ? String(result.latency.p99) : '-',
        result ? String(result.errors + result.timeouts + result['4xx'] + result['5xx']) : '-',
        result ? `${result['2xx']} / ${result['3xx']}` : '-',
        loadAverage(),
        note || first.headers.get('cache-control') || '(no Cache-Control)',
      ]);
    };
    row('full reply (a cache miss)', await run(url, CDN_HEADERS));
    if (etag) {
      const result = await run(url, { ...CDN_HEADERS, 'if-none-match': etag });
      const aim = target.label === 'recipe API' ? '' : ` (aim ${REVALIDATION_AIM_RPS})`;
      row(`304 revalidation${aim}`, result);
    } else {
      row('304 revalidation', null, 'no ETag: a cache cannot revalidate');
    }
  }
  return rows;
}

/** A worktree of `ref` with its own install, serving this build's shell and registry on its own API. */
async function startBaseServer(ref: string, registryDir: string, dataDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kindred-bench-base-'));
  execFileSync('git', ['-C', repoRoot, 'worktree', 'add', '--detach', dir, ref], { stdio: 'ignore' });
  const removeWorktree = () => {
    execFileSync('git', ['-C', repoRoot, 'worktree', 'remove', '--force', dir], { stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  };
  let child: ChildProcess | null = null;
  const stop = async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    removeWorktree();
  };
  try {
    // Its own scripts/pnpm.mjs: it installs in the folder it sits in.
    execFileSync(process.execPath, [path.join(dir, 'scripts/pnpm.mjs'), 'install', '--frozen-lockfile', '--offline'], {
      cwd: dir,
      stdio: 'ignore',
    });
    const listen = await port(1);
    child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
      cwd: dir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(listen),
        HOST: '127.0.0.1',
        SHELL_DIR: path.join(repoRoot, 'shell/dist'),
        REGISTRY_DIR: registryDir,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const url = `http://127.0.0.1:${listen}`;
    const deadline = Date.now() + 300_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the ${ref} server exited with ${child.exitCode}`);
      if (
        await fetch(`${url}/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (Date.now() > deadline) throw new Error(`the ${ref} server did not start`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export async function runPageCacheBench(): Promise<void> {
  const loadAtStart = loadAverage();
  const server = await startProductionServer(await port(0));
  const rows: (string | number)[][] = [];
  try {
    rows.push(...(await measure('this build', server.url)));
    const baseRef = process.env.BENCH_BASE_REF;
    if (baseRef) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'kindred-bench-base-data-'));
      try {
        const base = await startBaseServer(baseRef, server.registryDir, dataDir);
        try {
          rows.push(...(await measure(baseRef, base.url)));
        } finally {
          await base.stop();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    await server.stop();
  }
  printTable(
    `HTTP caching: the origin behind a warm CDN-style cache (autocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s a row, Accept-Encoding: br, gzip; load average 1 5 15 min at each row, ${loadAtStart} at the start)`,
    ['server', 'target', 'request', 'req/s', 'p50 ms', 'p99 ms', 'errors', '200s / 304s', 'load', 'Cache-Control'],
    rows,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runPageCacheBench();
}
