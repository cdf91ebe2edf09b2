// `npm test`: every test. Typecheck and lint, unit and API tests (vitest), then one production
// build, its size check against bench/budgets.json, and the Playwright journeys against it, served
// by the same code as `npm start`.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runAudit } from './audit.mjs';
import { buildApps } from './build.mjs';
import { ensureInstalled, repoRoot, runPnpm, step } from './lib.mjs';

const vitestReport = path.join(repoRoot, 'test-results/vitest.json');
const playwrightReport = path.join(repoRoot, 'e2e/test-results/results.json');

function counts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  /** Why vitest's tests were skipped: a suite that needs what this run lacks says so (api/test/helpers/suites.ts). */
  const reasons = new Map();
  if (existsSync(vitestReport)) {
    const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    for (const file of report.testResults) {
      for (const test of file.assertionResults) {
        if (test.status !== 'skipped' && test.status !== 'todo') continue;
        const reason = test.meta?.skipReason ?? `no reason given (${path.relative(repoRoot, file.name)})`;
        reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
      }
    }
  }
  if (existsSync(playwrightReport)) {
    const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    skipped += stats.skipped;
    if (stats.skipped > 0) reasons.set('Playwright skips (e2e/test-results/results.json)', stats.skipped);
  }
  return { passed, failed, skipped, reasons };
}

let failure;
try {
  rmSync(vitestReport, { force: true });
  rmSync(playwrightReport, { force: true });
  await ensureInstalled();
  // tsc and ESLint each keep one core busy, and both print only what they find: side by side they
  // take the longer one's time on two cores. The audit waits on the registry, not the CPU.
  step('Typecheck and lint, side by side; the dependency audit (reported, never failing) beside them');
  const audit = runAudit();
  const checks = await Promise.allSettled([runPnpm(['run', '--silent', 'typecheck']), runPnpm(['run', '--silent', 'lint']), audit]);
  const failed = checks.find((check) => check.status === 'rejected');
  if (failed) throw failed.reason;
  step('Unit and API tests (vitest)');
  await runPnpm(['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
  step('Production build');
  await buildApps();
  step('Bundle budgets (bench/budgets.json)');
  await runPnpm(['exec', 'tsx', 'bench/check-budgets.ts']);
  step('End-to-end journeys (Playwright, Chromium)');
  await runPnpm(['run', '--silent', 'e2e']);
} catch (error) {
  failure = error;
}

const { passed, failed, skipped, reasons } = counts();
console.log(`\nAll suites: ${passed} passed, ${failed} failed, ${skipped} skipped`);
for (const [reason, count] of reasons) console.log(`  ${count} skipped: ${reason}`);
if (failure) {
  console.error(failure.message);
  process.exit(1);
}
