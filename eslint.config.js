// @ts-check
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'mf-marketing', 'mf-auth', 'mf-planner', 'mf-content', 'mf-commerce', 'api', 'deploy', 'e2e'];
const REMOTES = ['mf-marketing', 'mf-auth', 'mf-planner', 'mf-content', 'mf-commerce'];
/** dayjs is one shared module with its plugins installed: apps, shared and the API reach it only through these helpers. */
const DAYJS_MESSAGE = "Use the date helpers of '@app/shared/dates' (add one there if it lacks it); only shared/src/dates imports dayjs.";
/** The API's TypeBox schemas live in shared/src/api-contract/schemas/; browser code takes only their types. */
const SCHEMAS_AS_TYPES = {
  group: ['typebox', 'typebox/*', '@app/shared/api-contract/schemas/*', '**/api-contract/schemas/*', './schemas/*'],
  allowTypeImports: true,
  message:
    "Browser code imports the API's schemas (and TypeBox) as types only (`import type`): the contract types are derived from them, TypeBox stays out of the bundles.",
};

/** Imports flow one way: shared -> remotes -> shell. A remote never imports another remote or the shell. */
const boundaryZones = [
  { target: './shared', from: APPS.map((app) => `./${app}`), message: 'shared imports no app.' },
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: [...REMOTES.filter((other) => other !== remote), 'shell', 'api', 'deploy'].map((app) => `./${app}`),
    message: 'A remote imports only @app/shared and its own files; what two remotes share lives in shared/.',
  })),
  {
    target: './shell',
    from: [...REMOTES, 'api', 'deploy'].map((app) => `./${app}`),
    message: 'The shell loads remotes at run time, never by import.',
  },
];

/**
 * Inside a remote: a feature imports @app/shared, src/common/ and its own files, never another
 * feature or an expose; exposes (src/exposes/, one per contract entry) import features and compose
 * them. src/common/ holds what two features of this remote use (and no other remote does): it
 * imports @app/shared and its own files only.
 */
const featureZones = REMOTES.flatMap((remote) => {
  const featuresDir = `./${remote}/src/features`;
  const commonZone = {
    target: `./${remote}/src/common`,
    from: [featuresDir, `./${remote}/src/exposes`, `./${remote}/src/server`],
    message:
      'src/common/ is what several features of this remote use: it imports @app/shared and its own files, never a feature, an expose or the server entry.',
  };
  const absolute = path.join(import.meta.dirname, featuresDir);
  const features = existsSync(absolute) ? readdirSync(absolute, { withFileTypes: true }).filter((entry) => entry.isDirectory()) : [];
  return [
    ...features.map(({ name }) => ({
      target: `${featuresDir}/${name}`,
      from: featuresDir,
      except: [`./${name}`],
      message:
        'A feature does not reach into another feature: move what both need to src/common/ (or to @app/shared when another remote needs it too), or compose them in src/exposes/.',
    })),
    { target: featuresDir, from: `./${remote}/src/exposes`, message: 'Exposes are the way in from the shell; features never import them.' },
    commonZone,
  ];
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.registry/**', 'data/**', '**/test-results/**', 'e2e/report/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // The files import-x reads for its module graph (no-cycle follows only these): .js alone by default.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...featureZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/localhost:30\\d\\d/]',
          message: 'No localhost URLs in source: they come from the registry or the environment.',
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['e2e/**', 'scripts/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // A journey's browser runs on the suite's day (E2E_TODAY): support/test.ts installs that clock.
    files: ['e2e/tests/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              allowTypeImports: true,
              message: 'Import test and expect from support/test.ts: its browser contexts run on the suite’s day (support/clock.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // The router is one shared module, @app/shared/router, holding only the exports the pages use.
    // A direct import would bundle a second react-router (its own contexts: links and hooks fail).
    // The shell's server render (shell/src/server) runs in Node, in one bundle that provides the
    // router entry to the remotes' containers: its StaticRouter is the pages' router.
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'shared/src/router/**', 'shared/src/testing/**', 'shell/src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['react-router', 'react-router-dom', 'react-router/dom'].map((name) => ({
              name,
              message: "Import the router from '@app/shared/router' (add the export there if it lacks one).",
            })),
            { name: 'dayjs', message: DAYJS_MESSAGE },
          ],
          patterns: [{ group: ['dayjs/*'], message: DAYJS_MESSAGE }],
        },
      ],
    },
  },
  {
    // In the browser the stateful entries (API slice, store, UI kit, header actions) are shared
    // modules: a relative import of one from another entry would bundle a second instance of it.
    // Stateless entries (session, paths, route table) are bundled where used; by package name too.
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                './api-slice*',
                '../api/api-slice*',
                '../store/*',
                '../session/user-info*',
                '../routes/*',
                '../dates/*',
                '!../dates/browser-today*',
              ],
              allowTypeImports: true,
              message:
                "Import another @app/shared entry by its package name ('@app/shared/api', '@app/shared/store', '@app/shared/session', '@app/shared/routes/table'...).",
            },
            SCHEMAS_AS_TYPES,
          ],
        },
      ],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [SCHEMAS_AS_TYPES] }] },
  },
  {
    // The schemas themselves, which only the API runs.
    files: ['shared/src/api-contract/schemas/**'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // The API's dates go through the same helpers as the apps' (one set of date rules).
    files: ['api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'dayjs', message: DAYJS_MESSAGE }], patterns: [{ group: ['dayjs/*'], message: DAYJS_MESSAGE }] },
      ],
    },
  },
);
