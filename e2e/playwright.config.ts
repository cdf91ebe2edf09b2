import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  BASE_URL,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  E2E_DATA_DIR,
  E2E_JWT_SECRET,
  E2E_METRICS_TOKEN,
  E2E_PORT,
  E2E_REGISTRY_TOKEN,
  E2E_REGISTRY_DIR,
  E2E_STATE_DIR,
  repoRoot,
} from './support/environment.ts';
import { clockOffsetFor } from './support/clock.ts';

/**
 * Each app owns the journeys in its folder of tests/ (tests/mf-content/, tests/shell/...).
 * E2E_OWNER=<app> runs that folder only, in the same projects and order (scripts/test-app.mjs
 * sets it for `pnpm --filter <app> test`); unset, every journey runs once.
 */
const owner = process.env.E2E_OWNER;
const testsDir = path.join(repoRoot, 'e2e/tests');
if (owner && !existsSync(path.join(testsDir, owner))) throw new Error(`E2E_OWNER=${owner}: no e2e/tests/${owner}/ folder of journeys.`);

// E2E_TODAY=YYYY-MM-DD: the app, the browsers and the journeys run as if it were that day
// (support/clock.ts). One offset, worked out here once: the workers inherit it, the server gets it.
process.env.E2E_CLOCK_OFFSET_MS ||= String(clockOffsetFor(process.env.E2E_TODAY, Date.now()));

export default defineConfig({
  testDir: owner ? path.join(testsDir, owner) : testsDir,
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: path.join(repoRoot, 'e2e/test-results/results.json') }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    // Recording a trace snapshots the page at every action: it made mf-content's journeys take
    // about half as long again (319 s against 207 s). A journey that fails is run again (CI) with
    // its trace; locally, `--trace on` records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'journeys', testIgnore: /(registry|canary|version-skew|preview)\.spec\.ts/ },
    // Deploys and rolls back against the live registry, so it runs alone, after the rest.
    { name: 'registry', testMatch: /registry\.spec\.ts/, dependencies: ['journeys'], fullyParallel: false },
    // Canaries, last known good and version skew change the live registry too: each after the other.
    { name: 'canary', testMatch: /canary\.spec\.ts/, dependencies: ['registry'], fullyParallel: false },
    { name: 'version-skew', testMatch: /version-skew\.spec\.ts/, dependencies: ['canary'], fullyParallel: false },
    // A preview, then its promotion: the live registry again.
    { name: 'preview', testMatch: /preview\.spec\.ts/, dependencies: ['version-skew'], fullyParallel: false },
  ],
  webServer: {
    command: 'node e2e/serve-production.mjs',
    cwd: repoRoot,
    url: `${BASE_URL}/health`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      E2E_STATE_DIR,
      REGISTRY_DIR: E2E_REGISTRY_DIR,
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // The suite reads sign-up codes and reset links from the outbox (GET /dev/outbox.json).
      OUTBOX_PAGE: '1',
      // The workout reminder job looks every 2 s, so a journey sees the reminder she set for this hour.
      REMINDER_INTERVAL_SECONDS: '2',
      // Members the suite creates through the API each come from their own X-Forwarded-For
      // address, so the per-IP limits of sign-up and login hold for the journeys in the browser.
      TRUST_PROXY: '1',
      // In production /metrics and the telemetry counts answer only this bearer (remote:status sends it).
      METRICS_TOKEN: E2E_METRICS_TOKEN,
      // The deploy API's operator token: the suite's registryCli deploys and rolls back through it.
      REGISTRY_TOKEN: E2E_REGISTRY_TOKEN,
      JWT_SECRET: E2E_JWT_SECRET,
      CLOCK_OFFSET_MS: process.env.E2E_CLOCK_OFFSET_MS,
      METRICS_PORT: '',
      // Its own PGlite folder and in-memory counters, even when CI exports a database and Redis for the API tests.
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  },
});
