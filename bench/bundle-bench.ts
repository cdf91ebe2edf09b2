import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromium, type Request } from '@playwright/test';
import type { RegistryFile } from '@app/shared/contract';
import { budgetViolations, itemKbGz, measureBuild, readBudgets } from './budgets.ts';
import { runContentPagesBench } from './content-pages-bench.ts';
import { storeSession } from '../e2e/support/session.ts';
import { BENCH_PAGES, createBenchMember, pageLabel, type BenchPage } from './pages.ts';
import { startProductionServer } from './production-server.ts';
import { kb, printTable } from './table.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/environment.ts';

/** The aims: all JS a visitor's page loads, and a member page's JS before its data. */
const AIM_KB = 120;
const MEMBER_AIM_KB = 150;
/** Pages measured in Chromium. */
const PAGES: BenchPage[] = [
  BENCH_PAGES.home,
  BENCH_PAGES.about,
  BENCH_PAGES.signUp,
  BENCH_PAGES.listing,
  BENCH_PAGES.recipe,
  BENCH_PAGES.planner,
  BENCH_PAGES.memberHome,
];

/**
 * In the page, before its scripts: the time (epoch ms) a level-1 heading matching `pattern` enters
 * the DOM, as `benchHeadingAt`.
 */
function recordHeadingTime({ source, flags }: { source: string; flags: string }) {
  const pattern = new RegExp(source, flags);
  const observer = new MutationObserver(() => {
    if (![...document.querySelectorAll('h1')].some((h1) => pattern.test(h1.textContent ?? ''))) return;
    (window as { benchHeadingAt?: number }).benchHeadingAt = Date.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * A page as a first-time visitor (or a member signed in on a fresh browser) loads it: every JS
 * file, the JS requested before the page's heading showed, and how many requests came before it.
 * A page's heading comes with its remote's first render and its data calls start at once, so the
 * moment is taken in the page (what it loaded before its data). A page the server draws (the
 * prerendered home page, a visitor's recipe or listing) has its h1 in the HTML: there it is the
 * page's first contentful paint, when that heading shows.
 */
async function measurePage(baseUrl: string, benchPage: BenchPage) {
  const member = benchPage.signedIn ? await createBenchMember(baseUrl) : null;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    if (member) await storeSession(page, member);
    const timedInPage = !benchPage.headingInHtml;
    if (timedInPage) await page.addInitScript(recordHeadingTime, { source: benchPage.heading.source, flags: benchPage.heading.flags });
    const requests: Request[] = [];
    const scripts = new Map<string, number>();
    page.on('request', (request) => requests.push(request));
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (body) scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
    });
    await page.goto(`${baseUrl}${benchPage.path}`);
    await page.getByRole('heading', { level: 1, name: benchPage.heading }).waitFor();
    await page.waitForLoadState('networkidle');
    const headingAt = timedInPage
      ? await page.evaluate(() => (window as { benchHeadingAt?: number }).benchHeadingAt)
      : await page.evaluate(() => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0];
          return paint ? performance.timeOrigin + paint.startTime : undefined;
        });
    if (headingAt === undefined) throw new Error(`${benchPage.path}: the heading's time was not recorded`);
    const beforeHeading = requests.filter((request) => request.timing().startTime < headingAt);
    const sum = (urls: Iterable<string>) => [...new Set(urls)].reduce((total, url) => total + (scripts.get(url) ?? 0), 0);
    return {
      requestsBeforeRender: beforeHeading.length,
      totalRequests: requests.length,
      scripts: scripts.size,
      totalJsGz: sum(scripts.keys()),
      jsBeforeRenderGz: sum(beforeHeading.filter((request) => request.resourceType() === 'script').map((request) => request.url())),
    };
  } finally {
    await browser.close();
  }
}

export async function runBundleBench(port = Number(process.env.BENCH_PORT ?? 4320)): Promise<void> {
  const server = await startProductionServer(port);
  try {
    const registry = (await (await fetch(`${server.url}/remotes.json`)).json()) as RegistryFile;
    const budgets = readBudgets();
    const items = measureBuild({
      shellDist: path.join(import.meta.dirname, '../shell/dist'),
      remoteDir: (remote) => {
        const version = registry.remotes[remote]?.active;
        return version ? path.join(server.registryDir, 'remotes', remote, version) : null;
      },
      budgets,
    });
    printTable(
      'Bundles (KB, gzip -9; budgets from bench/budgets.json)',
      ['file', 'KB gz', 'budget', 'in budget'],
      items.map((item) => [item.name, itemKbGz(item), item.limitKbGz, budgetViolations([item]).length ? 'NO' : 'yes']),
    );

    const pageRows: (string | number)[][] = [];
    for (const benchPage of PAGES) {
      const m = await measurePage(server.url, benchPage);
      const budget = budgets.pages[benchPage.path];
      const within =
        budget &&
        m.totalJsGz / 1024 <= budget.jsKbGz &&
        m.requestsBeforeRender <= budget.requestsBeforeRender &&
        m.totalRequests <= budget.requests;
      const aimMet = benchPage.signedIn ? m.jsBeforeRenderGz / 1024 <= MEMBER_AIM_KB : m.totalJsGz / 1024 <= AIM_KB;
      pageRows.push([
        pageLabel(benchPage),
        `${m.requestsBeforeRender} / ${budget?.requestsBeforeRender ?? '-'}`,
        `${m.totalRequests} / ${budget?.requests ?? '-'}`,
        m.scripts,
        kb(m.jsBeforeRenderGz),
        `${kb(m.totalJsGz)} / ${budget?.jsKbGz ?? '-'}`,
        within ? 'yes' : 'NO',
        aimMet ? 'yes' : 'NO',
      ]);
    }
    printTable(
      `First load in Chromium (measured / budget; aims: all JS of a visitor's page <= ${AIM_KB} KB gz, a member page's JS before its data <= ${MEMBER_AIM_KB} KB gz)`,
      ['page', 'requests before h1', 'requests total', 'JS files', 'JS KB gz before h1', 'all JS KB gz', 'in budget', 'aim'],
      pageRows,
    );
    await runContentPagesBench(server.url);
  } finally {
    await server.stop();
  }
}
