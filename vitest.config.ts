import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{shared,shell,mf-*,deploy,api,bench,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
