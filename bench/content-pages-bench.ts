// The content pages in Chromium, as a visitor opens them (issue 10): the content remote's own JS
// for the first page (gzip -9, remoteEntry apart), and the API calls made before the listing's
// first cards (or the recipe's ingredients) show. Aim: a listing's own JS <= 30 KB gz and its
// first 10 cards after at most 2 API round trips.
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { BENCH_PAGES } from './pages.ts';
import { kb, printTable } from './table.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/environment.ts';

const OWN_JS_AIM_KB = 30;
const ROUND_TRIPS_AIM = 2;

/** Pages measured, each with what shows when its content is on screen. */
const CONTENT_PAGES: [path: string, ready: (page: Page) => Promise<void>, what: string][] = [
  [BENCH_PAGES.listing.path, (page) => page.getByRole('main').getByRole('heading', { level: 2 }).nth(9).waitFor(), 'first 10 cards'],
  [
    '/listing/blogs?q=protein',
    (page) => page.getByRole('main').getByRole('heading', { level: 2 }).first().waitFor(),
    'first search results',
  ],
  [BENCH_PAGES.recipe.path, (page) => page.getByRole('heading', { level: 2, name: 'Ingredients' }).waitFor(), 'ingredients'],
];

const isApiCall = (url: string) => /\/(search|interaction|progress|service|subscription)\//.test(new URL(url).pathname);

async function measure(baseUrl: string, path: string, ready: (page: Page) => Promise<void>) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const contentJs = new Map<string, number>();
    const apiStarted: { url: string; at: number }[] = [];
    const apiFinished: { url: string; at: number }[] = [];
    let shown = false;
    page.on('request', (request) => {
      if (!shown && isApiCall(request.url())) apiStarted.push({ url: request.url(), at: Date.now() });
    });
    page.on('requestfinished', (request) => {
      if (isApiCall(request.url())) apiFinished.push({ url: request.url(), at: Date.now() });
    });
    page.on('response', async (response) => {
      const url = response.url();
      if (response.request().resourceType() !== 'script' || !url.includes('/remotes/content/') || url.endsWith('remoteEntry.js')) return;
      const body = await response.body().catch(() => null);
      if (body) contentJs.set(url, gzipSync(body, { level: 9 }).length);
    });
    await page.goto(`${baseUrl}${path}`);
    await ready(page);
    shown = true;
    await page.waitForLoadState('networkidle');
    // Round trips: calls that started only after an earlier call had finished are a second trip.
    let trips = 0;
    let tripEnds = -Infinity;
    for (const call of apiStarted) {
      if (call.at >= tripEnds) {
        trips += 1;
        const finishedAt = apiFinished.filter((done) => done.url === call.url).map((done) => done.at);
        tripEnds = Math.max(...finishedAt, call.at);
      }
    }
    const ownJs = [...contentJs.values()].reduce((sum, n) => sum + n, 0);
    return { ownJs, files: contentJs.size, apiCalls: apiStarted.length, trips };
  } finally {
    await browser.close();
  }
}

/** Prints the content pages' table; called by `npm run bench -- bundles` with its running server. */
export async function runContentPagesBench(baseUrl: string): Promise<void> {
  const rows: (string | number)[][] = [];
  for (const [path, ready, what] of CONTENT_PAGES) {
    const m = await measure(baseUrl, path, ready);
    rows.push([
      path,
      what,
      m.files,
      kb(m.ownJs),
      m.ownJs / 1024 <= OWN_JS_AIM_KB ? 'yes' : 'NO',
      m.apiCalls,
      m.trips,
      m.trips <= ROUND_TRIPS_AIM ? 'yes' : 'NO',
    ]);
  }
  printTable(
    `Content pages as a visitor opens them (aim: own JS <= ${OWN_JS_AIM_KB} KB gz, <= ${ROUND_TRIPS_AIM} API round trips before the content shows)`,
    ['page', 'shows', 'content JS files', 'content JS KB gz', 'aim', 'API calls before', 'round trips', 'aim'],
    rows,
  );
}
