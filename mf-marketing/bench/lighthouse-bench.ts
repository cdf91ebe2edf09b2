// Lighthouse (mobile) on / against the production build, with Debian's Chromium. Part of
// `npm run bench`; runs on its own too: `node --import tsx mf-marketing/bench/lighthouse-bench.ts`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { startProductionServer } from '../../bench/production-server.ts';
import { kb, printTable } from '../../bench/table.ts';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4310);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The aims of the home page. */
export const LIGHTHOUSE_AIMS = { performance: 95, lcpMs: 1800, cls: 0.02 } as const;

interface RunResult {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  speedIndexMs: number;
  scripts: string[];
}

/** Chromium with a DevTools port of its own choosing, for Lighthouse to drive. */
async function launchChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-chromium-'));
  const child = spawn(CHROMIUM, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
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
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

type Audits = Record<string, { numericValue?: number; details?: { items?: { url: string; resourceType?: string }[] } }>;

async function runOnce(url: string): Promise<RunResult> {
  const chromium = await launchChromium();
  try {
    const result = await lighthouse(url, { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const audits = lhr.audits as unknown as Audits;
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      tbtMs: value('total-blocking-time'),
      speedIndexMs: value('speed-index'),
      scripts: (audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script').map((item) => item.url),
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

export async function runLighthouseBench(): Promise<void> {
  const server = await startProductionServer(PORT);
  try {
    const url = `${server.url}/`;
    // One load first, so every image is drawn and the numbers are of a warm server.
    await fetch(url);
    const runs: RunResult[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await runOnce(url));
    const byScore = [...runs].sort((a, b) => a.performance - b.performance);
    const middle = byScore[Math.floor(byScore.length / 2)]!;
    const jsGz = await scriptsGzipBytes(middle.scripts);
    const aim = (ok: boolean) => (ok ? 'yes' : 'NO');
    printTable(
      `Lighthouse 12 mobile on / (simulated slow 4G, 4x CPU; median of ${RUNS} runs)`,
      ['metric', 'value', 'aim', 'met'],
      [
        ['performance score', middle.performance, `>= ${LIGHTHOUSE_AIMS.performance}`, aim(middle.performance >= LIGHTHOUSE_AIMS.performance)],
        ['first contentful paint', `${(middle.fcpMs / 1000).toFixed(2)} s`, '', ''],
        ['largest contentful paint', `${(median(runs.map((r) => r.lcpMs)) / 1000).toFixed(2)} s`, `<= ${LIGHTHOUSE_AIMS.lcpMs / 1000} s`, aim(median(runs.map((r) => r.lcpMs)) <= LIGHTHOUSE_AIMS.lcpMs)],
        ['cumulative layout shift', median(runs.map((r) => r.cls)).toFixed(3), `<= ${LIGHTHOUSE_AIMS.cls}`, aim(median(runs.map((r) => r.cls)) <= LIGHTHOUSE_AIMS.cls)],
        ['total blocking time', `${Math.round(median(runs.map((r) => r.tbtMs)))} ms`, '', ''],
        ['speed index', `${(middle.speedIndexMs / 1000).toFixed(2)} s`, '', ''],
        ['total JS (gzip -9)', `${kb(jsGz)} KB in ${new Set(middle.scripts).size} files`, '', ''],
        ['scores of the runs', runs.map((r) => r.performance).join(', '), '', ''],
      ],
    );
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
