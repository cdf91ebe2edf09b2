// Helpers for the root scripts. Plain Node, no dependencies: they run before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '12.21.0';

/** pnpm 12.21.0: the one on PATH when it is that version, otherwise through npx from the npm registry. */
export function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  if (probe.status === 0 && probe.stdout.trim() === PNPM_VERSION) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

/** Runs a command to its end; SIGINT/SIGTERM sent to this process are passed on, so no child outlives it. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      if (code === 0 || (signal && signal === exitSignalRequested)) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

let exitSignalRequested = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    exitSignalRequested = signal;
  });
}

export function runPnpm(args, options) {
  const [command, ...prefix] = pnpmCommand();
  return run(command, [...prefix, ...args], options);
}

/**
 * Installs dependencies when node_modules is missing or older than the lockfile. By default pnpm
 * first checks every lockfile entry against its supply-chain policies (a release at least a day
 * old), reading each package's full registry metadata: on a fresh clone that is hundreds of MB and
 * most of the install's time. `trustLockfile` skips that check, for `npm start`: `npm test`, which
 * CI runs on every change to main, installs with it, so a lockfile on main has passed it once.
 */
export async function ensureInstalled({ trustLockfile = false } = {}) {
  const marker = path.join(repoRoot, 'node_modules', '.modules.yaml');
  const lockfile = path.join(repoRoot, 'pnpm-lock.yaml');
  const fresh = existsSync(marker) && statSync(marker).mtimeMs >= statSync(lockfile).mtimeMs;
  if (fresh) return;
  step('Installing dependencies (pnpm install)');
  await runPnpm(['install', '--frozen-lockfile', ...(trustLockfile ? ['--trust-lockfile'] : [])]);
}

/**
 * Prints the title of the step that starts now, with the seconds since this command started and
 * the machine's load (1-minute average, for a 2-core machine shared with others): a step's time is
 * the difference to the next one's, so `npm start` prints its own phase timings.
 */
export function step(title) {
  const seconds = (performance.now() / 1000).toFixed(1);
  console.log(`\n> ${title}  [${seconds} s, load ${loadavg()[0].toFixed(2)}]`);
}
