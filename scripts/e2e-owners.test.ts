import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPS } from './build-inputs.mjs';

const testsDir = path.join(import.meta.dirname, '../e2e/tests');
const entries = readdirSync(testsDir, { withFileTypes: true });

// `pnpm --filter <app> test` runs e2e/tests/<app>/ only (E2E_OWNER): a journey anywhere else runs in
// `npm test` alone, and no team would see it fail.
describe('every journey has an owner', () => {
  it('keeps no spec at the top of e2e/tests/', () => {
    expect(entries.filter((entry) => entry.isFile()).map((entry) => entry.name)).toEqual([]);
  });

  it('names each folder after an app, and each app has one', () => {
    expect(
      entries
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort(),
    ).toEqual([...APPS].sort());
  });

  it.each(APPS)('%s owns at least one journey', (app) => {
    expect(readdirSync(path.join(testsDir, app)).filter((name) => name.endsWith('.spec.ts')).length).toBeGreaterThan(0);
  });
});
