import { existsSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTE_CONTRACT, REMOTE_NAMES } from '../src/contract/remotes.ts';
import { contractExposes, exposeFile, federationEsmTwin, federationRuntimeEsmAliases } from './create-rspack-config.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

describe('exposeFile', () => {
  it.each([
    ['./HomePage', './src/exposes/home-page.tsx'],
    ['./SignUpPage', './src/exposes/sign-up-page.tsx'],
    ['./OtpVerificationPage', './src/exposes/otp-verification-page.tsx'],
    ['./ShoppingListDetailPage', './src/exposes/shopping-list-detail-page.tsx'],
  ])('%s -> %s', (key, file) => {
    expect(exposeFile(key)).toBe(file);
  });
});

describe('contractExposes', () => {
  it.each(REMOTE_NAMES)('finds a file for every expose of %s', (remote) => {
    const appDir = path.join(repoRoot, REMOTE_CONTRACT[remote].packageName);
    expect(Object.keys(contractExposes(appDir, remote))).toEqual([...REMOTE_CONTRACT[remote].exposes]);
  });

  it('stops the build naming each expose whose file is missing', () => {
    const appDir = mkdtempSync(path.join(tmpdir(), 'expose-check-'));
    mkdirSync(path.join(appDir, 'src/exposes'), { recursive: true });
    writeFileSync(path.join(appDir, 'src/exposes/shopping-list-page.tsx'), 'export default () => null;');
    expect(() => contractExposes(appDir, 'commerce')).toThrow(
      /missing: \.\/ShoppingListDetailPage \(\.\/src\/exposes\/shopping-list-detail-page\.tsx\), \.\/SubscriptionCompletePage/,
    );
  });

  it('refuses a name that is not a remote of the contract', () => {
    expect(() => contractExposes(repoRoot, 'billing')).toThrow(/billing is not a remote/);
  });
});

describe('federation runtime as ES modules', () => {
  it.each([
    [
      '/n/.pnpm/x/node_modules/@module-federation/webpack-bundler-runtime/dist/index.cjs',
      '/n/.pnpm/x/node_modules/@module-federation/webpack-bundler-runtime/dist/index.js',
    ],
    [
      '/n/@module-federation/runtime-core/dist/plugins/snapshot/index.cjs',
      '/n/@module-federation/runtime-core/dist/plugins/snapshot/index.js',
    ],
    ['C:\\n\\@module-federation\\sdk\\dist\\index.cjs', 'C:\\n\\@module-federation\\sdk\\dist\\index.js'],
    ['/n/@module-federation/sdk/dist/index.js', null],
    ['/n/react-dom/cjs/react-dom.production.cjs', null],
    ['/n/@module-federation/sdk/src/index.cjs', null],
  ])('%s -> %s', (file, twin) => {
    expect(federationEsmTwin(file)).toBe(twin);
  });

  it('points the runtime package names at ES module files that exist', () => {
    const aliases = federationRuntimeEsmAliases();
    expect(Object.keys(aliases).sort()).toEqual(['@module-federation/runtime', '@module-federation/runtime-tools']);
    for (const file of Object.values(aliases)) {
      expect(file).toMatch(/\.js$/);
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(/^export /m);
    }
  });
});
