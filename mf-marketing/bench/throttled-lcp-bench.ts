// LCP as Chromium itself reports it (a PerformanceObserver in the page) while the page loads under
// the conditions Lighthouse's mobile preset simulates: 150 ms round trips, 1.6 Mbps down, 750 Kbps
// up, the CPU 4x slower. Lighthouse works its LCP out from a model of the load; this one is
// measured, so the two sections tell a model's figure from a real load's. The same pages as
// Lighthouse; a member page with the same member each time (her week already planned after the
// first, unmeasured, load). Part of `npm run bench`; `npm run bench -- lcp` runs it alone.
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/environment.ts';
import { storedUserInfo } from '../../e2e/support/session.ts';
import { BENCH_PAGES, createBenchMember, pageLabel, type BenchMember, type BenchPage } from '../../bench/pages.ts';
import { startProductionServer } from '../../bench/production-server.ts';
import { printTable } from '../../bench/table.ts';
import { LIGHTHOUSE_AIMS } from './lighthouse-bench.ts';

const PORT = Number(process.env.THROTTLED_LCP_PORT ?? 4311);
const LOADS = Number(process.env.THROTTLED_LCP_LOADS ?? 5);
/** Lighthouse's mobile throttling (its "simulate" defaults), applied for real through DevTools. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const PAGES: BenchPage[] = [BENCH_PAGES.home, BENCH_PAGES.listing, BENCH_PAGES.recipe, BENCH_PAGES.planner, BENCH_PAGES.memberHome];

declare global {
  interface Window {
    latestLcpMs?: number;
  }
}

async function loadOnce(browser: Browser, url: string, member: BenchMember | null): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    if (member) {
      // Her own browser: the cookies her sign-in set, and her stored session.
      await context.addCookies(member.cookies);
      await page.goto(`${new URL(url).origin}/health`);
      await page.evaluate((value) => localStorage.setItem('userInfo', value), storedUserInfo(member));
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.latestLcpMs = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const lcpMs = await page.evaluate(() => window.latestLcpMs);
    if (lcpMs === undefined) throw new Error(`${url}: Chromium reported no LCP`);
    if (!new URL(page.url()).pathname.startsWith(new URL(url).pathname)) throw new Error(`${url} ended on ${page.url()}`);
    return lcpMs;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function runThrottledLcpBench(): Promise<void> {
  const server = await startProductionServer(PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const rows: (string | number)[][] = [];
    for (const benchPage of PAGES) {
      const url = `${server.url}${benchPage.path}`;
      const member = benchPage.signedIn ? await createBenchMember(server.url) : null;
      await loadOnce(browser, url, member);
      const loads: number[] = [];
      for (let i = 0; i < LOADS; i += 1) loads.push(await loadOnce(browser, url, member));
      const lcpMs = median(loads);
      rows.push([
        pageLabel(benchPage),
        (lcpMs / 1000).toFixed(2),
        loads.map((ms) => Math.round(ms)).join(', '),
        lcpMs <= LIGHTHOUSE_AIMS.lcpMs ? 'yes' : 'NO',
      ]);
    }
    printTable(
      `LCP measured in Chromium under mobile throttling (150 ms RTT, 1.6 Mbps, ${CPU_SLOWDOWN}x CPU; median of ${LOADS} loads, cache off)`,
      ['page', `LCP s (<= ${LIGHTHOUSE_AIMS.lcpMs / 1000})`, 'loads, ms', 'aim met'],
      rows,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runThrottledLcpBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
