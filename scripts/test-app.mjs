// `pnpm --filter <app> test` (node scripts/test-app.mjs <app>): one app's own tests, for the team
// that owns it. Its unit tests (vitest on its folder), then the production builds that are missing
// or stale (scripts/build.mjs: its own, and the shell's and the other remotes' when their stamps
// are out of date), then its journeys (e2e/tests/<app>/, E2E_OWNER) in Chromium against the
// production server the whole suite uses: the shell and every remote's build deployed into a fresh
// registry. Arguments after the app go to Playwright (a spec file, --grep, --headed...).
import { APPS, buildApps } from './build.mjs';
import { repoRoot, runPnpm, step } from './lib.mjs';

const [app, ...playwrightArgs] = process.argv.slice(2);
if (!APPS.includes(app)) {
  console.error(`Usage: node scripts/test-app.mjs <app> [playwright arguments]; the apps are ${APPS.join(', ')}.`);
  process.exit(1);
}

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
try {
  step(`Unit tests of ${app} (vitest run ${app}/)`);
  await runPnpm(['exec', 'vitest', 'run', `${app}/`], { cwd: repoRoot });
  step('Production builds (only those whose inputs changed)');
  await buildApps();
  step(`Journeys of ${app} (Playwright, e2e/tests/${app}/)`);
  await runPnpm(['--filter', '@app/e2e', 'exec', 'playwright', 'test', ...playwrightArgs], {
    cwd: repoRoot,
    env: { ...process.env, E2E_OWNER: app },
  });
  console.log(`\n${app}: unit tests and journeys passed in ${seconds()}`);
} catch (error) {
  console.error(`\n${app}: ${error.message} (after ${seconds()})`);
  process.exit(1);
}
