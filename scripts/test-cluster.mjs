// `npm run test:cluster`: the cluster tests (api/cluster/*.cluster-test.ts: HAProxy in front of
// three API instances, kill -9 and a rolling restart under load, Redis stopped), after `npm test`
// in CI. Needs DATABASE_URL (a PostgreSQL server the tests make a throwaway database on) and
// Debian's haproxy and redis-server. Ends with the plain count line, like `npm test`.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled, repoRoot, runPnpm, step } from './lib.mjs';

const report = path.join(repoRoot, 'test-results/vitest-cluster.json');
let failure;
try {
  rmSync(report, { force: true });
  await ensureInstalled();
  step('Cluster tests (HAProxy, three instances, PostgreSQL, Redis)');
  await runPnpm([
    'exec',
    'vitest',
    'run',
    '--config',
    'vitest.cluster.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
} catch (error) {
  failure = error;
}
const counts = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : { numPassedTests: 0, numFailedTests: 0 };
console.log(`\nCluster tests: ${counts.numPassedTests} passed, ${counts.numFailedTests} failed`);
if (failure || counts.numPassedTests === 0) {
  console.error(failure?.message ?? 'no cluster test ran');
  process.exit(1);
}
