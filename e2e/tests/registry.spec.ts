import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { E2E_REGISTRY_DIR, repoRoot } from '../support/environment.ts';
import { fingerprint } from '../support/fingerprint.ts';

const ORIGINAL_HEADING = 'Feel strong, every day';
const CHANGED_HEADING = 'Stronger every single week';

function registryCli(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'deploy/src/cli.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, REGISTRY_DIR: E2E_REGISTRY_DIR },
    encoding: 'utf8',
  });
}

/** A changed build of mf-marketing: its production output with a different hero heading (and its compressed copies). */
function changedMarketingBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mf-marketing-changed-'));
  cpSync(path.join(repoRoot, 'mf-marketing/dist'), dir, { recursive: true });
  const chunk = readdirSync(dir).find((file) => file.startsWith('__federation_expose_HomePage') && file.endsWith('.js'));
  if (!chunk) throw new Error('the HomePage chunk of mf-marketing was not found');
  const source = readFileSync(path.join(dir, chunk), 'utf8');
  expect(source).toContain(ORIGINAL_HEADING);
  const changed = source.replace(ORIGINAL_HEADING, CHANGED_HEADING);
  writeFileSync(path.join(dir, chunk), changed);
  // A build writes the brotli and gzip copies the server sends (shared/build/precompress-plugin.ts).
  writeFileSync(path.join(dir, `${chunk}.br`), brotliCompressSync(changed));
  writeFileSync(path.join(dir, `${chunk}.gz`), gzipSync(changed));
  return dir;
}

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

  const build = changedMarketingBuild();
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
  const registryBefore = readFileSync(path.join(E2E_REGISTRY_DIR, 'remotes.json'), 'utf8');
  try {
    expect(() => registryCli('deploy', 'marketing', '--from', dir)).toThrow(/does not expose \.\/HomePage/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  expect(readFileSync(path.join(E2E_REGISTRY_DIR, 'remotes.json'), 'utf8')).toBe(registryBefore);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: ORIGINAL_HEADING })).toBeVisible();
});
