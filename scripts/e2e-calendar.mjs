// `npm run e2e:calendar`: the journeys that read the date, run once per day with the whole app
// (server, browsers, the journeys' own "today") set to that day through E2E_TODAY
// (e2e/support/clock.ts): each day of next week, Monday to Sunday, and the last day of a month.
// It proves no journey holds on some days of the week only. The unit and API tests that read the
// date run on each day too, under libfaketime (Debian's faketime: the test processes' clock starts
// at 10:00 UTC that day); without it they are left out, and the table says so. CI runs every
// test on the real date.
//   node scripts/e2e-calendar.mjs [YYYY-MM-DD ...] [-- playwright arguments]
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApps } from './build.mjs';
import { pnpmCommand, repoRoot, run, runPnpm, step } from './lib.mjs';

/** Every journey that reads today: her planner, home, programs, history, trial, shopping week, the routes that show them. */
const DATE_SENSITIVE_JOURNEYS = [
  'tests/mf-planner/',
  'tests/mf-auth/',
  'tests/mf-commerce/',
  'tests/shell/every-route-a11y.spec.ts',
  'tests/shell/member-pages.spec.ts',
  'tests/shell/page-reads.spec.ts',
  'tests/shell/platform.spec.ts',
];

/** The unit and API tests of what reads today: the planner's rules and routes, programs, history, the member's pages, the trial. */
const DATE_SENSITIVE_UNIT_TESTS = [
  'shared/src/planner',
  'mf-planner',
  'api/test/features/planner',
  'api/test/features/progress',
  'api/test/features/onboarding',
  'api/test/features/logbook',
  'api/test/features/settings',
  'api/test/features/subscriptions',
  'api/test/features/web/member-page.test.ts',
  'api/test/authorization.test.ts',
];

const DAY_MS = 86_400_000;
const iso = (ms) => new Date(ms).toISOString().slice(0, 10);
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Monday to Sunday of the week after `now`'s, then the last day of `now`'s month (of the next, when that one is among them). */
export function calendarDays(now) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const nextMonday = today + ((8 - new Date(today).getUTCDay()) % 7 || 7) * DAY_MS;
  const week = Array.from({ length: 7 }, (_, day) => iso(nextMonday + day * DAY_MS));
  let monthEnd = iso(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
  if (week.includes(monthEnd)) monthEnd = iso(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 0));
  return [...week, monthEnd];
}

const report = path.join(repoRoot, 'e2e/test-results/results.json');
const unitReport = path.join(repoRoot, 'test-results/vitest-calendar.json');
const hasFaketime = spawnSync('faketime', ['--version']).status === 0;

/** The date-sensitive unit and API tests with the test processes' clock on `day` (libfaketime). */
async function runUnitsOn(day) {
  if (!hasFaketime) return { unit: 'no faketime' };
  rmSync(unitReport, { force: true });
  try {
    const vitest = [
      'exec',
      'vitest',
      'run',
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${unitReport}`,
      ...DATE_SENSITIVE_UNIT_TESTS,
    ];
    // Only the wall clock moves: timers and timeouts keep the monotonic clock.
    await run('faketime', ['-f', `@${day} 10:00:00`, ...pnpmCommand(), ...vitest], {
      env: { ...process.env, FAKETIME_DONT_FAKE_MONOTONIC: '1' },
    });
  } catch {
    // Counted from the report below.
  }
  const result = JSON.parse(readFileSync(unitReport, 'utf8'));
  return { unit: `${result.numPassedTests}/${result.numTotalTests}`, unitFailed: result.numFailedTests };
}

async function runDay(day, playwrightArgs) {
  step(`Journeys on ${WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]} ${day} (E2E_TODAY=${day})`);
  const started = Date.now();
  let failedRun = false;
  try {
    const env = { ...process.env, E2E_TODAY: day };
    delete env.E2E_CLOCK_OFFSET_MS;
    await runPnpm(
      ['--filter', '@app/e2e', 'exec', 'playwright', 'test', '--project=journeys', ...DATE_SENSITIVE_JOURNEYS, ...playwrightArgs],
      { env },
    );
  } catch {
    failedRun = true;
  }
  const { stats } = JSON.parse(readFileSync(report, 'utf8'));
  return {
    day,
    weekday: WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()],
    passed: stats.expected,
    flaky: stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
    seconds: Math.round((Date.now() - started) / 1000),
    failedRun,
    ...(await runUnitsOn(day)),
  };
}

async function main() {
  const argv = process.argv.slice(2);
  const split = argv.indexOf('--');
  const named = split === -1 ? argv : argv.slice(0, split);
  const playwrightArgs = split === -1 ? [] : argv.slice(split + 1);
  const days = named.length ? named : calendarDays(new Date());

  step('Production builds (only those whose inputs changed)');
  await buildApps();
  const rows = [];
  for (const day of days) rows.push(await runDay(day, playwrightArgs));
  console.log('\nday         weekday    journeys passed  flaky  failed  skipped  seconds  unit and API tests passed');
  for (const row of rows)
    console.log(
      `${row.day}  ${row.weekday.padEnd(9)}  ${String(row.passed).padStart(15)}  ${String(row.flaky).padStart(5)}  ${String(row.failed).padStart(6)}  ${String(row.skipped).padStart(7)}  ${String(row.seconds).padStart(7)}  ${row.unit}`,
    );
  if (!hasFaketime) console.log('The unit and API tests were not run on these days: faketime is not installed (apt-get install faketime).');
  if (rows.some((row) => row.failedRun || row.failed > 0 || row.unitFailed > 0)) process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
