import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { REMOTE_CONTRACT, REMOTE_NAMES, type RegistryFile } from '@app/shared/contract';
import { startProductionServer } from './production-server.ts';
import { kb, printTable } from './table.ts';

const BUDGET_KB = 120;
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

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

export async function runBundleBench(port = 4320): Promise<void> {
  const server = await startProductionServer(port);
  try {
    const registry = (await (await fetch(`${server.url}/remotes.json`)).json()) as RegistryFile;
    const rows: (string | number)[][] = [];
    const shellDist = path.join(import.meta.dirname, '../shell/dist');
    const html = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
    const entryScripts = [...html.matchAll(/src="\/([^"]+\.js)"/g)].map((m) => m[1]!);
    rows.push(['shell entry (index.html scripts)', entryScripts.reduce((sum, f) => sum + gz(path.join(shellDist, f)), 0)].map((v, i) => (i === 1 ? kb(v as number) : v)));
    for (const remote of REMOTE_NAMES) {
      const version = registry.remotes[remote]?.active;
      if (!version) continue;
      const dir = path.join(server.registryDir, 'remotes', remote, version);
      const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as {
        exposes: { path: string; assets: { js: { sync: string[] } } }[];
      };
      const firstExpose = REMOTE_CONTRACT[remote].exposes[0];
      const firstPage = manifest.exposes.find((e) => e.path === firstExpose);
      const firstPageGz = (firstPage?.assets.js.sync ?? []).reduce((sum, f) => sum + gz(path.join(dir, f)), 0);
      rows.push([`${remote} remoteEntry.js`, kb(gz(path.join(dir, 'remoteEntry.js')))]);
      rows.push([`${remote} mf-manifest.json`, kb(gz(path.join(dir, 'mf-manifest.json')))]);
      rows.push([`${remote} first page (${firstExpose})`, kb(firstPageGz)]);
    }
    printTable('Bundles (KB, gzip -9)', ['file', 'KB gz'], rows);

    const pages: [string, string, RegExp][] = [
      ['/ (marketing)', '/', /.+/],
      ['/about (content)', '/about', /About/],
    ];
    const pageRows: (string | number)[][] = [];
    for (const [label, pathname, heading] of pages) {
      const m = await measurePage(`${server.url}${pathname}`, heading);
      pageRows.push([label, m.requestsBeforeRender, m.totalRequests, m.scripts, kb(m.totalJsGz), m.totalJsGz / 1024 <= BUDGET_KB ? 'yes' : 'NO']);
    }
    printTable(
      `First load in Chromium (budget: all JS <= ${BUDGET_KB} KB gz)`,
      ['page', 'requests before render', 'requests total', 'JS files', 'all JS KB gz', 'in budget'],
      pageRows,
    );
  } finally {
    await server.stop();
  }
}
