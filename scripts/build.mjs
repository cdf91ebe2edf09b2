// Builds the shell and the five remotes, each only when its inputs changed since its last build, all
// of them in one rspack process (scripts/rspack.production.config.ts).
// `node scripts/build.mjs --force` rebuilds everything; `node scripts/build.mjs mf-content` only
// that app (when it changed). An app's inputs are its own folder, shared/ and the lockfile
// (scripts/build-inputs.mjs): a change under one remote's folder never rebuilds another.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { APPS, COMMON_INPUTS, appsToBuild, inputHashes, isSkippedFolder } from './build-inputs.mjs';
import { ensureInstalled, repoRoot, runPnpm, step } from './lib.mjs';

export { APPS };
const stampDir = path.join(repoRoot, '.build-stamps');
const stampFile = (app) => path.join(stampDir, `${app}.hash`);

function readTree(files, relDir) {
  const dir = path.join(repoRoot, relDir);
  if (!existsSync(dir)) return;
  if (!statSync(dir).isDirectory()) {
    files.set(relDir, readFileSync(dir));
    return;
  }
  for (const name of readdirSync(dir)) {
    if (isSkippedFolder(name)) continue;
    const rel = `${relDir}/${name}`;
    if (statSync(path.join(repoRoot, rel)).isDirectory()) readTree(files, rel);
    else files.set(rel, readFileSync(path.join(repoRoot, rel)));
  }
}

/** Per app, the hash of what its build reads, as on disk now. */
export function currentInputHashes() {
  const files = new Map();
  for (const input of [...APPS, ...COMMON_INPUTS]) readTree(files, input.replace(/\/$/, ''));
  return inputHashes(files);
}

/** What `npm start` and `npm run cluster` do before serving: install, build what changed, deploy new remote builds. */
export async function prepareToServe() {
  await ensureInstalled({ trustLockfile: true });
  step('Building what changed');
  await buildApps();
  step('Deploying new remote builds into the registry');
  await runPnpm(['run', '--silent', 'remote:sync']);
}

/** Builds the apps (`only`, else all) whose inputs changed since their last build, or that have none. */
export async function buildApps({ force = false, only = APPS } = {}) {
  await ensureInstalled();
  mkdirSync(stampDir, { recursive: true });
  const hashes = currentInputHashes();
  const stamps = Object.fromEntries(
    APPS.map((app) => [app, existsSync(stampFile(app)) ? readFileSync(stampFile(app), 'utf8') : undefined]),
  );
  const built = new Set(APPS.filter((app) => existsSync(path.join(repoRoot, app, 'dist'))));
  const toBuild = appsToBuild({ hashes, stamps, built, force, only });
  for (const app of only) if (!toBuild.includes(app)) console.log(`  ${app}: up to date`);
  if (toBuild.length === 0) return;
  step(`Building ${toBuild.join(', ')}`);
  await runPnpm(['exec', 'rspack', 'build', '-c', 'scripts/rspack.production.config.ts', '--env', `apps=${toBuild.join(',')}`], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
  for (const app of toBuild) writeFileSync(stampFile(app), hashes[app]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const unknown = named.filter((app) => !APPS.includes(app));
  if (unknown.length) {
    console.error(`No app named ${unknown.join(', ')}; the apps are ${APPS.join(', ')}.`);
    process.exit(1);
  }
  buildApps({ force: process.argv.includes('--force'), only: named.length ? named : APPS }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
