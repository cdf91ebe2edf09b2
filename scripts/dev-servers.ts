import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_CONTRACT, REMOTE_NAMES, resolveRemoteName, type RegistryFile } from '@app/shared/contract';
import { DEV_PORTS } from '@app/shared/build/dev-ports';

const repoRoot = path.resolve(import.meta.dirname, '..');
const devHost = process.env.DEV_HOST ?? 'localhost';
const registryDir = path.join(repoRoot, '.registry-dev');

/** The dev registry: every remote's manifest on its dev server. */
function writeDevRegistry() {
  const now = new Date().toISOString();
  const registry: RegistryFile = { schemaVersion: 1, updatedAt: now, remotes: {} };
  for (const remote of REMOTE_NAMES) {
    const entry = `http://${devHost}:${DEV_PORTS[remote]}/mf-manifest.json`;
    registry.remotes[remote] = {
      active: 'dev',
      entry,
      versions: [{ version: 'dev', deployedAt: now, manifestUrl: entry }],
      history: [],
    };
  }
  mkdirSync(path.join(registryDir, 'remotes'), { recursive: true });
  writeFileSync(path.join(registryDir, 'remotes.json'), JSON.stringify(registry, null, 2));
}

const children: ChildProcess[] = [];

function start(label: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${label}]`.padEnd(12);
  const print = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(`${prefix} ${line}`);
  };
  child.stdout?.on('data', print);
  child.stderr?.on('data', print);
  child.on('exit', (code) => console.log(`${prefix} exited (${code})`));
  children.push(child);
}

/**
 * --remote <name>: one remote's loop against the app as deployed. The API serves this machine's
 * registry (REGISTRY_DIR and the database `npm start` uses) with that remote's dev server in place
 * of its active version (DEV_REMOTE_OVERRIDE; the shell's badge says so), so the shell at its usual
 * address runs every other remote at its active version and this one with hot reload. Its pages are
 * drawn in the browser only: a dev server has no server render.
 */
const { values } = parseArgs({ args: process.argv.slice(2), options: { remote: { type: 'string' } } });
const override = values.remote === undefined ? null : resolveRemoteName(values.remote);
if (values.remote !== undefined && !override) {
  console.error(`Unknown remote "${values.remote}". Names: ${REMOTE_NAMES.join(', ')}.`);
  process.exit(1);
}

if (!override) writeDevRegistry();
const bin = (dir: string, name: string) => path.join(repoRoot, dir, 'node_modules/.bin', name);
start('api', bin('.', 'tsx'), ['watch', '--include', 'content/**/*.md', 'api/src/server.ts'], repoRoot, {
  PORT: String(DEV_PORTS.api),
  SHELL_DIR: '',
  NODE_ENV: 'development',
  ...(override
    ? { DEV_REMOTE_OVERRIDE: `${override}=http://${devHost}:${DEV_PORTS[override]}/mf-manifest.json` }
    : { REGISTRY_DIR: registryDir }),
});
const apps = override ? [REMOTE_CONTRACT[override].packageName] : REMOTE_NAMES.map((r) => REMOTE_CONTRACT[r].packageName);
if (override)
  console.log(
    `\n  ${override} from its dev server on ${DEV_PORTS[override]}; every other remote at its active version in the registry (deploy them first: npm start, or remote:sync).`,
  );
for (const app of ['shell', ...apps]) {
  start(app.replace('mf-', ''), bin(app, 'rspack'), ['serve', '-c', 'rspack.config.ts'], path.join(repoRoot, app), {
    NODE_ENV: 'development',
  });
}
console.log(`\n  Dev servers starting. Open http://${devHost}:${DEV_PORTS.shell}/ (API on ${DEV_PORTS.api}).\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  });
}
