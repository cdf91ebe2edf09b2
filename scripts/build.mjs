// Builds the shell and the five remotes, each only when its inputs changed since its last build.
// `node scripts/build.mjs --force` rebuilds everything.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureInstalled, repoRoot, runPnpm, step } from './lib.mjs';

export const APPS = ['shell', 'mf-marketing', 'mf-auth', 'mf-planner', 'mf-content', 'mf-commerce'];
const SKIP = new Set(['node_modules', 'dist', '.turbo']);
const stampDir = path.join(repoRoot, '.build-stamps');

function hashTree(hash, dir) {
  for (const name of readdirSync(dir).sort()) {
    if (SKIP.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) hashTree(hash, full);
    else if (!/\.test\.tsx?$/.test(name)) {
      hash.update(path.relative(repoRoot, full));
      hash.update(readFileSync(full));
    }
  }
}

function inputHash(app) {
  const hash = createHash('sha256');
  hashTree(hash, path.join(repoRoot, app));
  hashTree(hash, path.join(repoRoot, 'shared'));
  hash.update(readFileSync(path.join(repoRoot, 'pnpm-lock.yaml')));
  return hash.digest('hex');
}

/** What `npm start` and `npm run cluster` do before serving: install, build what changed, deploy new remote builds. */
export async function prepareToServe() {
  await ensureInstalled();
  step('Building what changed');
  await buildApps();
  step('Deploying new remote builds into the registry');
  await runPnpm(['run', '--silent', 'remote:sync']);
}

export async function buildApps({ force = false } = {}) {
  await ensureInstalled();
  mkdirSync(stampDir, { recursive: true });
  for (const app of APPS) {
    const stampFile = path.join(stampDir, `${app}.hash`);
    const hash = inputHash(app);
    const built = existsSync(path.join(repoRoot, app, 'dist'));
    if (!force && built && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) {
      console.log(`  ${app}: up to date`);
      continue;
    }
    step(`Building ${app}`);
    await runPnpm(['--filter', app, 'run', 'build'], { env: { ...process.env, NODE_ENV: 'production' } });
    writeFileSync(stampFile, hash);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildApps({ force: process.argv.includes('--force') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
