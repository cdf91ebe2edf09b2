import { describe, expect, it } from 'vitest';
import { APPS, BUILDS, appsReading, appsToBuild, compilationsOf, inputHashes, type Build } from './build-inputs.mjs';

/** A small tree with a file in every app, in shared/ and the lockfile. */
const base = new Map<string, string>([
  ...APPS.map((app) => [`${app}/src/index.ts`, `export const app = '${app}';`] as [string, string]),
  ['mf-content/src/features/recipe/components/recipe-page.tsx', 'export function RecipePage() {}'],
  ['shared/src/routes/route-table.ts', 'export const ROUTES = [];'],
  ['pnpm-lock.yaml', "lockfileVersion: '9.0'"],
  ['README.md', '# Kindred'],
  ['api/src/server.ts', 'start();'],
  ['api/test/app.test.ts', 'it();'],
  ['deploy/src/commands.ts', 'deploy();'],
]);

const changed = (edits: Record<string, string | null>) => {
  const files = new Map(base);
  for (const [file, text] of Object.entries(edits)) {
    if (text === null) files.delete(file);
    else files.set(file, text);
  }
  return files;
};

function appsWhoseHashMoves(edits: Record<string, string | null>): Build[] {
  const before = inputHashes(base);
  const after = inputHashes(changed(edits));
  return BUILDS.filter((build) => before[build] !== after[build]);
}

describe('which apps a change rebuilds', () => {
  it.each<[string, Record<string, string | null>, Build[]]>([
    [
      'an edit under mf-content/',
      { 'mf-content/src/features/recipe/components/recipe-page.tsx': 'export function RecipePage() { return null; }' },
      ['mf-content'],
    ],
    ['a new file under mf-content/', { 'mf-content/src/features/recipe/model/servings.ts': 'export const servings = 2;' }, ['mf-content']],
    ['a deleted file under mf-content/', { 'mf-content/src/features/recipe/components/recipe-page.tsx': null }, ['mf-content']],
    ['an edit under mf-planner/', { 'mf-planner/src/index.ts': 'export const app = 1;' }, ['mf-planner']],
    ['an edit under shell/', { 'shell/src/index.ts': 'boot();' }, ['shell']],
    ['an edit under shared/', { 'shared/src/routes/route-table.ts': 'export const ROUTES = [1];' }, [...APPS, 'api']],
    ['a lockfile change', { 'pnpm-lock.yaml': "lockfileVersion: '9.1'" }, [...APPS, 'api']],
    ['a test file of mf-content', { 'mf-content/src/features/recipe/model/servings.test.ts': 'it();' }, []],
    ['a build output of mf-content', { 'mf-content/dist/remoteEntry.js': 'x' }, []],
    ['a dependency of mf-content', { 'mf-content/node_modules/react/index.js': 'x' }, []],
    // The server bundle: the API's code and the deploy code it bundles, not its tests.
    ['the API', { 'api/src/server.ts': 'start(1);' }, ['api']],
    ['the deploy code', { 'deploy/src/commands.ts': 'deploy(1);' }, ['api']],
    ['a test of the API', { 'api/test/app.test.ts': 'it(1);' }, []],
    ['the README', { 'README.md': '# Kindred, again' }, []],
    ['a new document under docs/', { 'docs/decisions/0009-a-choice.md': '# 0009. A choice' }, []],
    // A folder named like an app is not that app: mf-content-old/ is nobody's input.
    ['a folder whose name starts with an app name', { 'mf-content-old/src/index.ts': 'x' }, []],
    // Moving a file is a change: the path is hashed with the contents.
    [
      'a renamed file under mf-auth/',
      { 'mf-auth/src/index.ts': null, 'mf-auth/src/main.ts': "export const app = 'mf-auth';" },
      ['mf-auth'],
    ],
  ])('%s rebuilds %j', (_case, edits, expected) => {
    expect(appsWhoseHashMoves(edits)).toEqual(expected);
  });

  it('hashes the same files the same way whatever order they are listed in', () => {
    expect(inputHashes(new Map([...base].reverse()))).toEqual(inputHashes(base));
  });

  it('gives every build a different hash of the same shared inputs', () => {
    expect(new Set(Object.values(inputHashes(base))).size).toBe(BUILDS.length);
  });
});

describe('appsReading', () => {
  it.each<[string, Build[]]>([
    ['mf-content/src/exposes/recipe-page.tsx', ['mf-content']],
    ['mf-content/package.json', ['mf-content']],
    ['shared/build/create-rspack-config.ts', [...APPS, 'api']],
    ['pnpm-lock.yaml', [...APPS, 'api']],
    ['shared/src/dates/dates.test.ts', []],
    ['e2e/tests/mf-content/recipe.spec.ts', []],
    ['deploy/src/commands.ts', ['api']],
    ['api/src/features/web/index-page.ts', ['api']],
    ['api/package.json', []],
    ['api/dist/server.js', []],
    ['deploy/README.md', []],
  ])('%s is read by %j', (file, apps) => {
    expect(appsReading(file)).toEqual(apps);
  });
});

describe('appsToBuild', () => {
  const hashes = Object.fromEntries(BUILDS.map((build) => [build, `hash-${build}`])) as Record<Build, string>;
  const stamps = { ...hashes };
  const built = new Set<string>(BUILDS);

  it.each<[string, Parameters<typeof appsToBuild>[0], Build[]]>([
    ['nothing changed', { hashes, stamps, built }, []],
    ['mf-content changed', { hashes, stamps: { ...stamps, 'mf-content': 'old' }, built }, ['mf-content']],
    ['mf-content was never built', { hashes, stamps: { ...stamps, 'mf-content': undefined }, built }, ['mf-content']],
    ['the shell has no dist/', { hashes, stamps, built: new Set(BUILDS.filter((build) => build !== 'shell')) }, ['shell']],
    ['--force', { hashes, stamps, built, force: true }, [...BUILDS]],
    ['the server bundle is stale', { hashes, stamps: { ...stamps, api: 'old' }, built }, ['api']],
    ['only mf-auth asked for, mf-content changed', { hashes, stamps: { ...stamps, 'mf-content': 'old' }, built, only: ['mf-auth'] }, []],
    [
      'only mf-content asked for, and changed',
      { hashes, stamps: { ...stamps, 'mf-content': 'old', 'mf-auth': 'old' }, built, only: ['mf-content'] },
      ['mf-content'],
    ],
  ])('%s: builds %j', (_case, input, expected) => {
    expect(appsToBuild(input)).toEqual(expected);
  });
});

describe('compilationsOf', () => {
  const browser = 'rspack.config.ts';
  const inline = 'rspack.inline.config.ts';
  const server = 'rspack.server.config.ts';

  it.each<[string, Parameters<typeof compilationsOf>[0], ReturnType<typeof compilationsOf>]>([
    [
      'a remote with a browser build only',
      { 'mf-auth': [browser] },
      [{ name: 'mf-auth', file: 'mf-auth/rspack.config.ts', dependencies: [] }],
    ],
    [
      'a remote with a Node container: after its browser build, which cleans dist/',
      { 'mf-content': [server, browser] },
      [
        { name: 'mf-content', file: 'mf-content/rspack.config.ts', dependencies: [] },
        { name: 'mf-content:server', file: 'mf-content/rspack.server.config.ts', dependencies: ['mf-content'] },
      ],
    ],
    [
      'the shell: its inline scripts and server bundle after its browser build, side by side',
      { shell: [browser, inline, server] },
      [
        { name: 'shell', file: 'shell/rspack.config.ts', dependencies: [] },
        { name: 'shell:inline', file: 'shell/rspack.inline.config.ts', dependencies: ['shell'] },
        { name: 'shell:server', file: 'shell/rspack.server.config.ts', dependencies: ['shell'] },
      ],
    ],
    [
      'two apps: neither waits for the other',
      { 'mf-auth': [browser], 'mf-commerce': [browser, 'rspack.dev.config.ts'] },
      [
        { name: 'mf-auth', file: 'mf-auth/rspack.config.ts', dependencies: [] },
        { name: 'mf-commerce', file: 'mf-commerce/rspack.config.ts', dependencies: [] },
      ],
    ],
    ['nothing to build', {}, []],
  ])('%s', (_case, configFiles, expected) => {
    expect(compilationsOf(configFiles)).toEqual(expected);
  });

  it('refuses an app without a browser build, which the others write beside', () => {
    expect(() => compilationsOf({ 'mf-planner': [server] })).toThrow('mf-planner has no rspack.config.ts.');
  });
});
