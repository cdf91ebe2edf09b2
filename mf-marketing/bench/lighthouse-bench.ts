// Lighthouse (mobile) against the production build, with Debian's Chromium: the home page, a
// listing, a recipe, the planner and the member home signed in, one row each (medians of LIGHTHOUSE_RUNS runs).
// Part of `npm run bench`; runs on its own too: `node --import tsx mf-marketing/bench/lighthouse-bench.ts`.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium as playwrightChromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/environment.ts';
import { storedUserInfo } from '../../e2e/support/session.ts';
import { BENCH_PAGES, createBenchMember, pageLabel, type BenchMember, type BenchPage } from '../../bench/pages.ts';
import { startProductionServer } from '../../bench/production-server.ts';
import { kb, printTable } from '../../bench/table.ts';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4310);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** The aims, for every page measured. */
export const LIGHTHOUSE_AIMS = { performance: 95, lcpMs: 1800, tbtMs: 200, cls: 0.02 } as const;
const PAGES: BenchPage[] = [BENCH_PAGES.home, BENCH_PAGES.listing, BENCH_PAGES.recipe, BENCH_PAGES.planner, BENCH_PAGES.memberHome];

interface RunResult {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  scripts: string[];
  /** The main thread's long tasks (Lighthouse's long-tasks audit): what the TBT is made of. */
  longTasks: LongTask[];
}

interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}

/** Chromium with a DevTools port of its own choosing, for Lighthouse to drive. */
async function launchChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-chromium-'));
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${output}`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}: ${output}`)));
  });
  return {
    port,
    close: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      // Chromium's network service may still write to the profile for a moment after the browser
      // process exits: retry, and never fail a measurement over a leftover temporary folder.
      await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }).catch((error: unknown) => {
        console.warn(`could not remove ${profile}: ${String(error)}`);
      });
    },
  };
}

type Audits = Record<string, { numericValue?: number; details?: { items?: (LongTask & { resourceType?: string })[] } }>;

/**
 * Makes the fresh profile her own browser, for Lighthouse to run with storage kept: her session in
 * localStorage, put there from a page of the origin that loads no script (so the HTTP cache stays
 * empty), and the cookies her sign-in set (her page session, with which the server draws her page).
 */
async function signIn(port: number, origin: string, member: BenchMember): Promise<void> {
  const browser = await playwrightChromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await browser.contexts()[0]!.addCookies(member.cookies);
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${origin}/health`);
    await page.evaluate((value) => localStorage.setItem('userInfo', value), storedUserInfo(member));
    await page.close();
  } finally {
    await browser.close();
  }
}

/** A run Lighthouse itself could not record (such as NO_NAVSTART, "Please run Lighthouse again"). */
class LighthouseRuntimeError extends Error {}

/** A run, once more when Lighthouse failed to record it (it says to run it again; it happens under load). */
async function runWithRetry(url: string, member: BenchMember | null): Promise<RunResult> {
  try {
    return await runOnce(url, member);
  } catch (error) {
    if (!(error instanceof LighthouseRuntimeError)) throw error;
    console.warn(`${error.message}: running it again`);
    return runOnce(url, member);
  }
}

async function runOnce(url: string, member: BenchMember | null): Promise<RunResult> {
  const chromium = await launchChromium();
  try {
    if (member) await signIn(chromium.port, new URL(url).origin, member);
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: member !== null,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    // A member page that sent the browser elsewhere (to sign in) measured the wrong page.
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (!finalPath.startsWith(new URL(url).pathname)) throw new Error(`Lighthouse: ${url} ended on ${finalPath}`);
    const audits = lhr.audits as unknown as Audits;
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      tbtMs: value('total-blocking-time'),
      scripts: (audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script').map((item) => item.url),
      longTasks: (audits['long-tasks']?.details?.items ?? []).map(({ url, startTime, duration }) => ({ url, startTime, duration })),
    };
  } finally {
    await chromium.close();
  }
}

/** Every script the page loaded, gzipped at level 9 (what a compressing server or CDN sends). */
async function scriptsGzipBytes(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of new Set(urls)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The file a long task is attributed to, without the origin ("Unattributable" and the like as they are). */
const taskSource = (url: string) => (URL.canParse(url) ? new URL(url).pathname : url);

/** One page's row: the medians of its runs, each beside its aim; and, when its TBT misses, the long tasks of its middle run. */
async function measurePage(baseUrl: string, benchPage: BenchPage): Promise<{ row: (string | number)[]; longTasks: (string | number)[][] }> {
  const url = `${baseUrl}${benchPage.path}`;
  // One load first, so every image is drawn and the numbers are of a warm server.
  await fetch(url);
  const member = benchPage.signedIn ? await createBenchMember(baseUrl) : null;
  const runs: RunResult[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await runWithRetry(url, member));
  const middle = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
  const of = (metric: (run: RunResult) => number) => median(runs.map(metric));
  const [fcpMs, lcpMs, tbtMs, cls] = [of((r) => r.fcpMs), of((r) => r.lcpMs), of((r) => r.tbtMs), of((r) => r.cls)];
  const missed = [
    middle.performance < LIGHTHOUSE_AIMS.performance && 'score',
    lcpMs > LIGHTHOUSE_AIMS.lcpMs && 'LCP',
    tbtMs > LIGHTHOUSE_AIMS.tbtMs && 'TBT',
    cls > LIGHTHOUSE_AIMS.cls && 'CLS',
  ].filter(Boolean);
  const jsGz = await scriptsGzipBytes(middle.scripts);
  const longTasks =
    tbtMs > LIGHTHOUSE_AIMS.tbtMs
      ? middle.longTasks.map((task) => [pageLabel(benchPage), Math.round(task.startTime), Math.round(task.duration), taskSource(task.url)])
      : [];
  const row = [
    pageLabel(benchPage),
    middle.performance,
    (fcpMs / 1000).toFixed(2),
    (lcpMs / 1000).toFixed(2),
    Math.round(tbtMs),
    cls.toFixed(3),
    `${kb(jsGz)} (${new Set(middle.scripts).size})`,
    runs.map((r) => r.performance).join(', '),
    missed.length ? `NO: ${missed.join(', ')}` : 'yes',
  ];
  return { row, longTasks };
}

export async function runLighthouseBench(): Promise<void> {
  const server = await startProductionServer(PORT);
  try {
    const rows: (string | number)[][] = [];
    const longTasks: (string | number)[][] = [];
    for (const benchPage of PAGES) {
      const measured = await measurePage(server.url, benchPage);
      rows.push(measured.row);
      longTasks.push(...measured.longTasks);
    }
    printTable(
      `Lighthouse 12 mobile (simulated slow 4G, 4x CPU; median of ${RUNS} runs; JS gzip -9)`,
      [
        'page',
        `score (>= ${LIGHTHOUSE_AIMS.performance})`,
        'FCP s',
        `LCP s (<= ${LIGHTHOUSE_AIMS.lcpMs / 1000})`,
        `TBT ms (<= ${LIGHTHOUSE_AIMS.tbtMs})`,
        `CLS (<= ${LIGHTHOUSE_AIMS.cls})`,
        'JS KB gz (files)',
        'scores of the runs',
        'aims met',
      ],
      rows,
    );
    if (longTasks.length > 0) {
      printTable(
        `The long tasks of the middle run of each page over ${LIGHTHOUSE_AIMS.tbtMs} ms TBT (Lighthouse's long-tasks audit, simulated 4x CPU)`,
        ['page', 'start ms', 'duration ms', 'attributed to'],
        longTasks,
      );
    }
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runLighthouseBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
