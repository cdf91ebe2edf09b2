// temporary: real LCP under throttling (150 ms RTT, 1.6 Mbps, 4x CPU), median of N, same member (week already planned)
import { chromium } from '@playwright/test';
import { storedUserInfo } from '../../e2e/support/session.ts';
import { createBenchMember } from '../../bench/pages.ts';
const url = process.argv[2]!; const signed = process.argv[3] === 'member'; const N = Number(process.argv[4] ?? 5);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const member = signed ? await createBenchMember(new URL(url).origin) : null;
const lcps: number[] = []; const apiStarts: number[] = [];
for (let i = 0; i < N + 1; i++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const page = await ctx.newPage();
  if (member) { await page.goto(new URL(url).origin + '/health'); await page.evaluate((v) => localStorage.setItem('userInfo', v), storedUserInfo(member)); }
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => { (window as any).__lcp = 0; new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).__lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true }); });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const lcp = await page.evaluate(() => (window as any).__lcp as number);
  const api = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/api\//.test(e.name)).map((e) => Math.round(e.startTime)));
  if (i > 0) { lcps.push(lcp); apiStarts.push(api[0] ?? -1); }
  await ctx.close();
}
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
console.log(`${url}: LCP median ${Math.round(med(lcps)!)} ms [${lcps.map(Math.round).join(', ')}]; first API call at ${med(apiStarts)} ms`);
await browser.close();
