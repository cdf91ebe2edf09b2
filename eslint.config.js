// @ts-check
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'mf-marketing', 'mf-auth', 'mf-planner', 'mf-content', 'mf-commerce', 'api', 'deploy', 'e2e'];
const REMOTES = ['mf-marketing', 'mf-auth', 'mf-planner', 'mf-content', 'mf-commerce'];

/** Imports flow one way: shared -> remotes -> shell. A remote never imports another remote or the shell. */
const boundaryZones = [
  { target: './shared', from: APPS.map((app) => `./${app}`), message: 'shared imports no app.' },
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: [...REMOTES.filter((other) => other !== remote), 'shell', 'api', 'deploy'].map((app) => `./${app}`),
    message: 'A remote imports only @app/shared and its own files; what two remotes share lives in shared/.',
  })),
  { target: './shell', from: [...REMOTES, 'api', 'deploy'].map((app) => `./${app}`), message: 'The shell loads remotes at run time, never by import.' },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.registry/**', 'data/**', '**/test-results/**', 'e2e/report/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
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
);
