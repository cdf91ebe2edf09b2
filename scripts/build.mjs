// Builds the shell and the five remotes, each only when its inputs changed since its last build, all
// of them in one rspack process (scripts/rspack.production.config.ts), and beside them the server
// bundle that `npm start` runs (api/bundle.mjs). `node scripts/build.mjs --force` rebuilds
// everything; `node scripts/build.mjs mf-content` only that app (when it changed), `... api` the
// server. An app's inputs are its own folder, shared/ and the lockfile (scripts/build-inputs.mjs):
// a change under one remote's folder never rebuilds another.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { APPS, BUILDS, INPUTS, SERVER, appsToBuild, inputHashes, isSkippedFolder } from './build-inputs.mjs';
import { ensureInstalled, repoRoot, run, runPnpm, step } from './lib.mjs';

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

/**
 * Per build, the hash of what it reads, as on disk now. The server bundle imports its dependencies
 * by their absolute paths, so this checkout's place is one of its inputs too.
 */
export function currentInputHashes() {
  const files = new Map();
  for (const input of INPUTS) readTree(files, input.replace(/\/$/, ''));
  const hashes = inputHashes(files);
  return { ...hashes, [SERVER]: `${hashes[SERVER]} ${repoRoot}` };
}

/** What `npm start` and `npm run cluster` do before serving: install, build what changed, deploy new remote builds. */
export async function prepareToServe() {
  await ensureInstalled({ trustLockfile: true });
  step('Building what changed');
  await buildApps();
  step('Deploying new remote builds into the registry');
  // remote:sync, from the server's bundle (api/bundle.mjs).
  await run(process.execPath, ['api/dist/remote-cli.js', 'sync']);
}

/** Builds what (`only`, else everything) has inputs changed since its last build, or no output. */
export async function buildApps({ force = false, only = BUILDS } = {}) {
  await ensureInstalled();
  mkdirSync(stampDir, { recursive: true });
  const hashes = currentInputHashes();
  const stamps = Object.fromEntries(
    BUILDS.map((build) => [build, existsSync(stampFile(build)) ? readFileSync(stampFile(build), 'utf8') : undefined]),
  );
  const built = new Set(BUILDS.filter((build) => existsSync(path.join(repoRoot, build, 'dist'))));
  const toBuild = appsToBuild({ hashes, stamps, built, force, only });
  for (const build of only) if (!toBuild.includes(build)) console.log(`  ${build}: up to date`);
  if (toBuild.length === 0) return;
  step(`Building ${toBuild.join(', ')}`);
  const apps = toBuild.filter((build) => build !== SERVER);
  await Promise.all([
    apps.length > 0 &&
      runPnpm(['exec', 'rspack', 'build', '-c', 'scripts/rspack.production.config.ts', '--env', `apps=${apps.join(',')}`], {
        env: { ...process.env, NODE_ENV: 'production' },
      }),
    toBuild.includes(SERVER) && run(process.execPath, ['api/bundle.mjs']),
  ]);
  for (const build of toBuild) writeFileSync(stampFile(build), hashes[build]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const unknown = named.filter((build) => !BUILDS.includes(build));
  if (unknown.length) {
    console.error(`No app named ${unknown.join(', ')}; the apps are ${APPS.join(', ')}, and the server is ${SERVER}.`);
    process.exit(1);
  }
  buildApps({ force: process.argv.includes('--force'), only: named.length ? named : BUILDS }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
