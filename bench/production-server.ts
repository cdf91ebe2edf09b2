import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

export interface RunningServer {
  url: string;
  registryDir: string;
  stop: () => Promise<void>;
}

/**
 * The production build served by scripts/start.mjs on its own port, registry and data folder, on
 * PGlite, or on the PostgreSQL database of `databaseUrl`.
 */
export async function startProductionServer(port: number, { databaseUrl = '' }: { databaseUrl?: string } = {}): Promise<RunningServer> {
  const stateDir = mkdtempSync(path.join(tmpdir(), 'fitness-bench-'));
  const registryDir = path.join(stateDir, 'registry');
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      REGISTRY_DIR: registryDir,
      DATA_DIR: path.join(stateDir, 'data'),
      LOG_LEVEL: 'warn',
      // Members are made the way the e2e suite makes them: sign-up codes from the outbox, each
      // from its own X-Forwarded-For address (e2e/support/session.ts).
      OUTBOX_PAGE: '1',
      TRUST_PROXY: '1',
      // Its own PGlite folder (unless given a database) and in-memory counters, even when the shell exports a database or Redis.
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('the server did not start within 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    registryDir,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}
