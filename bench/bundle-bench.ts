import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { RegistryFile } from '@app/shared/contract';
import { budgetViolations, itemKbGz, measureBuild, readBudgets } from './budgets.ts';
import { runContentPagesBench } from './content-pages-bench.ts';
import { startProductionServer } from './production-server.ts';
import { kb, printTable } from './table.ts';

/** The aim for the JS a visitor's first page loads; the budgets are today's ceilings. */
const AIM_KB = 120;
/** Pages measured in Chromium, each with the heading that says it rendered. */
const PAGES: [string, RegExp][] = [
  ['/', /.+/],
  ['/about', /About/],
  ['/signUp', /Create your account/],
];
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** A page as a first-time visitor loads it: every JS file and how many requests came before the page's heading. */
async function measurePage(url: string, readyHeading: RegExp) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const requests: string[] = [];
    const scripts = new Map<string, number>();
    let requestsBeforeRender = 0;
    let rendered = false;
    page.on('request', (request) => {
      if (!rendered) requestsBeforeRender += 1;
      requests.push(request.url());
    });
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (body) scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
    });
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: readyHeading }).waitFor();
    rendered = true;
    await page.waitForLoadState('networkidle');
    const totalJsGz = [...scripts.values()].reduce((sum, n) => sum + n, 0);
    return { requestsBeforeRender, totalRequests: requests.length, scripts: scripts.size, totalJsGz };
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
    for (const [pathname, heading] of PAGES) {
      const m = await measurePage(`${server.url}${pathname}`, heading);
      const budget = budgets.pages[pathname];
      const within = budget && m.totalJsGz / 1024 <= budget.jsKbGz && m.requestsBeforeRender <= budget.requestsBeforeRender && m.totalRequests <= budget.requests;
      pageRows.push([
        pathname,
        `${m.requestsBeforeRender} / ${budget?.requestsBeforeRender ?? '-'}`,
        `${m.totalRequests} / ${budget?.requests ?? '-'}`,
        m.scripts,
        `${kb(m.totalJsGz)} / ${budget?.jsKbGz ?? '-'}`,
        within ? 'yes' : 'NO',
        m.totalJsGz / 1024 <= AIM_KB ? 'yes' : 'NO',
      ]);
    }
    printTable(
      `First load in Chromium (measured / budget; aim: all JS <= ${AIM_KB} KB gz)`,
      ['page', 'requests before render', 'requests total', 'JS files', 'all JS KB gz', 'in budget', 'aim'],
      pageRows,
    );
    await runContentPagesBench(server.url);
  } finally {
    await server.stop();
  }
}
