import { renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { TELEMETRY_PATHS, type RemoteLoadSummary } from '@app/shared/api-contract/telemetry';
import { isInCanary } from '@app/shared/platform/canary';
import { STORAGE_KEYS } from '@app/shared/session';
import { hydrationErrorsOf } from '../../support/live-page.ts';
import { BASE_URL, E2E_METRICS_TOKEN, E2E_REGISTRY_DIR } from '../../support/environment.ts';
import { deployedVersion, marketingVariant, ORIGINAL_HEADING, readRegistryFile, registryCli } from '../../support/remote-builds.ts';

const CANARY_HEADING = 'Move more, worry less';
const FALLBACK_HEADING = 'Your strongest season starts here';
const LATEST_HEADING = 'Every rep counts today';

/** Fixed device ids, one on each side of a 50 % canary of marketing. */
const CANDIDATES = Array.from({ length: 40 }, (_, i) => `Dev1ce${String(i).padStart(2, '0')}`);
const CANARY_DEVICE = CANDIDATES.find((id) => isInCanary(id, 'marketing', 50))!;
const STABLE_DEVICE = CANDIDATES.find((id) => !isInCanary(id, 'marketing', 50))!;
/** Three devices in a 50 % canary: the controller counts distinct devices, not loads. */
const CANARY_DEVICES = CANDIDATES.filter((id) => isInCanary(id, 'marketing', 50)).slice(0, 3);

/** A browser context whose shell has this device id (as if it had visited before). */
async function pageOfDevice(browser: Browser, deviceId: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  await context.addInitScript(([key, id]) => localStorage.setItem(key, id), [STORAGE_KEYS.deviceId, deviceId] as const);
  return context.newPage();
}

/** Records whether a loading spinner ever showed in the page's root: the markup of the server, then the live page, should follow one another directly. */
async function recordSpinners(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    const seen = window as unknown as { spinnerSeen?: boolean };
    new MutationObserver(() => {
      if (document.querySelector('#root .spinner')) seen.spinnerSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { spinnerSeen?: boolean }).spinnerSeen === true);
}

/** Waits for the HomePage chunk of this marketing version: the live page, not the server's render of it. */
const homeChunkOf = (page: Page, version: string) =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.startsWith(`/remotes/marketing/${version}/__federation_expose_HomePage`) && response.ok(),
  );

const activeMarketing = async () => (await readRegistryFile()).remotes.marketing!.active!;

// Each test changes the live registry and puts it back: one at a time.
test.describe.configure({ mode: 'serial' });

test('a canary at 50 %: two devices with fixed ids see the two versions, sticky across reloads', async ({ browser }) => {
  const stable = await activeMarketing();
  const build = marketingVariant({ heading: CANARY_HEADING });
  let canary: string;
  try {
    const output = registryCli('deploy', 'marketing', '--from', build, '--canary', '50');
    expect(output).toMatch(/as a canary for 50 % of devices; the rest stay on/);
    canary = deployedVersion(output);
  } finally {
    rmSync(build, { recursive: true, force: true });
  }
  expect((await readRegistryFile()).remotes.marketing).toMatchObject({ active: stable, canary: { version: canary, percent: 50 } });

  const onCanary = await pageOfDevice(browser, CANARY_DEVICE);
  const onStable = await pageOfDevice(browser, STABLE_DEVICE);
  const errors = [onCanary, onStable].map(hydrationErrorsOf);
  const canarySpinnerSeen = await recordSpinners(onCanary);
  for (let load = 0; load < 2; load += 1) {
    await Promise.all([homeChunkOf(onCanary, canary), load === 0 ? onCanary.goto('/') : onCanary.reload()]);
    await expect(onCanary.getByRole('heading', { level: 1, name: CANARY_HEADING })).toBeVisible();
    expect(await canarySpinnerSeen()).toBe(false);
    await Promise.all([homeChunkOf(onStable, stable), load === 0 ? onStable.goto('/') : onStable.reload()]);
    await expect(onStable.getByRole('heading', { level: 1, name: ORIGINAL_HEADING })).toBeVisible();
  }
  // The server draws the active version: the canary device renders its own instead of hydrating markup it would not match.
  expect(errors.flat()).toEqual([]);

  // As the pages hide, the shell's beacons reach the API; remote:status shows both versions with their loads.
  for (const page of [onCanary, onStable]) {
    await page.goto('about:blank');
    await page.context().close();
  }
  await expect
    .poll(
      () =>
        registryCli('status')
          .split('\n')
          .find((line) => line.includes('canary 50 %')) ?? '',
      { timeout: 15_000 },
    )
    .toMatch(new RegExp(`^marketing\\s+canary 50 %\\s+${canary}\\s+[1-9]\\d*\\s+0\\.0 %\\s+\\d+ ms$`));

  expect(registryCli('rollback', 'marketing')).toBe(`Rolled back marketing: ${canary} -> ${stable}. It is live on the next page load.\n`);
  expect((await readRegistryFile()).remotes.marketing).toMatchObject({ active: stable, canary: null });
});

test('a canary that throws on render is rolled back by the registry after enough failed loads', async ({ browser }) => {
  const stable = await activeMarketing();
  const build = marketingVariant({ throwOnRender: 'the canary hero broke' });
  let canary: string;
  try {
    canary = deployedVersion(
      registryCli('deploy', 'marketing', '--from', build, '--canary', '50', '--min-devices', '3', '--max-failure-rate', '10'),
    );
  } finally {
    rmSync(build, { recursive: true, force: true });
  }

  // Three canary devices, a browser each (a tab that saw a version fail keeps its fallback for the session).
  for (const device of CANARY_DEVICES) {
    if (!(await readRegistryFile()).remotes.marketing?.canary) break;
    const page = await pageOfDevice(browser, device);
    const canaryChunk = homeChunkOf(page, canary);
    const stableChunk = homeChunkOf(page, stable);
    await page.goto('/');
    // The canary throws in its first render; the page starts over once on the active version.
    await Promise.all([canaryChunk, stableChunk]);
    await expect(page.getByRole('heading', { level: 1, name: ORIGINAL_HEADING })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    await page.goto('about:blank'); // the reports go out as the page hides
    await page.context().close();
  }

  await expect.poll(async () => (await readRegistryFile()).remotes.marketing?.canary ?? null, { timeout: 15_000 }).toBeNull();
  const marketing = (await readRegistryFile()).remotes.marketing!;
  expect(marketing.active).toBe(stable);
  expect(marketing.history.at(-1)).toMatchObject({
    action: 'auto-rollback',
    from: canary,
    version: stable,
    by: 'registry (automatic rollback)',
    // Batches may split a load's report from its render error's: the rule fires on whichever crosses it first.
    reason: expect.stringMatching(
      new RegExp(`^canary ${canary}: [1-3] of 3 devices failed \\([\\d.]+ %\\), more than the 10 % allowed over at least 3 devices$`),
    ),
  });

  const page = await pageOfDevice(browser, CANARY_DEVICE);
  const canaryRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/remotes/marketing/${canary}/`)) canaryRequests.push(request.url());
  });
  await Promise.all([homeChunkOf(page, stable), page.goto('/')]);
  await expect(page.getByRole('heading', { level: 1, name: ORIGINAL_HEADING })).toBeVisible();
  expect(canaryRequests).toEqual([]);
  await page.context().close();
});

test('last known good: the active version’s files are gone, the page renders from the previous version', async ({ page, request }) => {
  const original = await activeMarketing();
  const [previousBuild, latestBuild] = [marketingVariant({ heading: FALLBACK_HEADING }), marketingVariant({ heading: LATEST_HEADING })];
  let previous: string;
  let latest: string;
  try {
    previous = deployedVersion(registryCli('deploy', 'marketing', '--from', previousBuild));
    latest = deployedVersion(registryCli('deploy', 'marketing', '--from', latestBuild));
  } finally {
    for (const dir of [previousBuild, latestBuild]) rmSync(dir, { recursive: true, force: true });
  }
  const latestDir = path.join(E2E_REGISTRY_DIR, 'remotes/marketing', latest);
  renameSync(latestDir, `${latestDir}.gone`);
  try {
    await Promise.all([homeChunkOf(page, previous), page.goto('/')]);
    await expect(page.getByRole('heading', { level: 1, name: FALLBACK_HEADING })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    // Reported as the page hides: the active version's failed load, and the fallback's load.
    await page.goto('about:blank');
    // Production serves the counts to the operators' token only.
    expect((await request.get(TELEMETRY_PATHS.remoteLoads)).status()).toBe(401);
    const statsOf = async (version: string) => {
      const summary = (
        await (await request.get(TELEMETRY_PATHS.remoteLoads, { headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` } })).json()
      ).data as RemoteLoadSummary;
      const stats = summary.versions.find((v) => v.remote === 'marketing' && v.version === version);
      return { loads: stats?.loads ?? 0, failures: stats?.failures ?? 0 };
    };
    await expect.poll(() => statsOf(latest), { timeout: 15_000 }).toEqual({ loads: 1, failures: 1 });
    expect(await statsOf(previous)).toEqual({ loads: 1, failures: 0 });
  } finally {
    renameSync(`${latestDir}.gone`, latestDir);
    registryCli('rollback', 'marketing', '--to', original);
  }
  expect(await activeMarketing()).toBe(original);
});
