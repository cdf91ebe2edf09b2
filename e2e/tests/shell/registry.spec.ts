import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../../support/test.ts';
import { E2E_REGISTRY_DIR, repoRoot } from '../../support/environment.ts';
import { fingerprint } from '../../support/fingerprint.ts';
import { marketingVariant, ORIGINAL_HEADING, readRegistryFile, registryCli } from '../../support/remote-builds.ts';

const CHANGED_HEADING = 'Stronger every single week';

function othersFingerprint(): Record<string, string> {
  const prints: Record<string, string> = { shell: fingerprint(path.join(repoRoot, 'shell/dist')) };
  for (const remote of ['auth', 'planner', 'content', 'commerce']) {
    prints[remote] = fingerprint(path.join(E2E_REGISTRY_DIR, 'remotes', remote));
  }
  return prints;
}

test('deploy a changed remote, then roll it back with one command', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: ORIGINAL_HEADING })).toBeVisible();
  const before = othersFingerprint();

  const build = marketingVariant({ heading: CHANGED_HEADING });
  try {
    expect(registryCli('deploy', 'mf-marketing', '--from', build)).toMatch(/^Deployed marketing 1\.0\.0-[0-9a-f]{10}/);
  } finally {
    rmSync(build, { recursive: true, force: true });
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: CHANGED_HEADING })).toBeVisible();

  expect(registryCli('rollback', 'marketing')).toMatch(/^Rolled back marketing/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: ORIGINAL_HEADING })).toBeVisible();

  expect(othersFingerprint()).toEqual(before);
  const listing = registryCli('list');
  expect(listing.split('\n').filter((line) => line.includes('marketing'))).toHaveLength(2);
});

test('a build that breaks the contract is refused and the active version stays', async ({ page }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mf-marketing-broken-'));
  cpSync(path.join(repoRoot, 'mf-marketing/dist'), dir, { recursive: true });
  const manifestPath = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  manifest.exposes = [];
  writeFileSync(manifestPath, JSON.stringify(manifest));
  const registryBefore = await readRegistryFile();
  try {
    expect(() => registryCli('deploy', 'marketing', '--from', dir)).toThrow(/does not expose \.\/HomePage/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  expect(await readRegistryFile()).toEqual(registryBefore);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: ORIGINAL_HEADING })).toBeVisible();
});
