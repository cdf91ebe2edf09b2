import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_CONTRACT, REMOTE_NAMES, type RegistryFile } from '@app/shared/contract';
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

writeDevRegistry();
const bin = (dir: string, name: string) => path.join(repoRoot, dir, 'node_modules/.bin', name);
start('api', bin('.', 'tsx'), ['watch', '--include', 'content/**/*.md', 'api/src/server.ts'], repoRoot, {
  PORT: String(DEV_PORTS.api),
  REGISTRY_DIR: registryDir,
  SHELL_DIR: '',
  NODE_ENV: 'development',
});
for (const app of ['shell', ...REMOTE_NAMES.map((r) => REMOTE_CONTRACT[r].packageName)]) {
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
