import { defineConfig } from 'vitest/config';

/** `npm run test:cluster`: the cluster tests (api/cluster/*.cluster-test.ts), one file at a time, after `npm test`. */
export default defineConfig({
  test: {
    include: ['api/cluster/**/*.cluster-test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
