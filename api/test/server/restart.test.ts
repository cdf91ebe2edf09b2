import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { USER_SERVICE_PATHS, type LoginData, type UserSettings } from '@app/shared/api-contract/user-service';
import { BACKENDS, throwawayPostgres } from '../helpers/databases.ts';
import { TEST_PASSWORD, uniqueEmail } from '../helpers/test-app.ts';
import { freePort } from '../../src/lib/free-port.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface Running {
  child: ChildProcess;
  base: string;
  output: () => string;
}

/** `npm start`'s server process (node --import tsx api/src/server.ts), on its own port and data. */
async function startServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', SHELL_DIR: '', REGISTRY_DIR: '', LOG_LEVEL: 'warn', NODE_ENV: 'test', JWT_SECRET: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  // Two minutes: tsx compiles the server first, and CI machines run other suites beside it.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return { child, base, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

async function stop(running: Running, signal: NodeJS.Signals): Promise<number | null> {
  if (running.child.exitCode !== null) return running.child.exitCode;
  const exited = new Promise<number | null>((resolve) => running.child.once('exit', (code) => resolve(code)));
  running.child.kill(signal);
  return exited;
}

async function post<T>(base: string, url: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: T; message: string } };
}

describe.each(BACKENDS)('restart (%s)', (backend) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('what is written before a SIGTERM is there after the next start, and sessions stay valid', { timeout: 120_000 }, async () => {
    // A fresh data folder: the first start creates it, migrates and seeds.
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'kindred-restart-')), 'data');
    cleanups.push(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));
    const env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: '' };
    if (backend === 'postgres') {
      const database = await throwawayPostgres();
      cleanups.push(() => database.drop());
      env.DATABASE_URL = database.url;
    }

    let server = await startServer(env);
    cleanups.push(() => void server.child.kill('SIGKILL'));
    const email = uniqueEmail('restart');
    expect((await post(server.base, USER_SERVICE_PATHS.createAccount, { name: 'Rita', email, password: TEST_PASSWORD })).status).toBe(200);
    const outbox = (await (await fetch(`${server.base}/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as { data: { text: string }[] };
    const otp = outbox.data[0]?.text.match(/code is (\d{6})/)?.[1];
    const signedIn = await post<LoginData>(server.base, USER_SERVICE_PATHS.confirmOtp, { email, otp });
    expect(signedIn.status).toBe(200);
    const { token } = signedIn.body.data;
    const saved = await fetch(`${server.base}${USER_SERVICE_PATHS.settings}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ regionId: 3, weightUnit: 'lb' }),
    });
    expect(saved.status).toBe(200);

    expect(await stop(server, 'SIGTERM')).toBe(0);
    server = await startServer(env);

    // The access token of before the restart still works: the generated secret was kept in the database.
    const settings = await fetch(`${server.base}${USER_SERVICE_PATHS.settings}`, { headers: { authorization: `Bearer ${token}` } });
    expect(settings.status).toBe(200);
    expect(((await settings.json()) as { data: UserSettings }).data).toMatchObject({ email, name: 'Rita', regionId: 3, weightUnit: 'lb' });
    expect((await post(server.base, USER_SERVICE_PATHS.login, { email, password: TEST_PASSWORD })).status).toBe(200);
    expect(await stop(server, 'SIGINT')).toBe(0);
  });
});

describe('the PGlite data folder lock', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('a second server on a PGlite data folder in use refuses to start; after a kill -9 of the first, the next one starts', { timeout: 300_000 }, async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'kindred-lock-')), 'data');
    cleanups.push(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const first = await startServer(env);
    cleanups.push(() => void first.child.kill('SIGKILL'));
    await expect(startServer(env)).rejects.toThrow(`The data folder ${dataDir} is in use by another server (pid ${first.child.pid}`);
    expect((await fetch(`${first.base}/health`)).ok).toBe(true);
    await stop(first, 'SIGKILL');
    const next = await startServer(env);
    cleanups.push(() => void next.child.kill('SIGKILL'));
    expect((await fetch(`${next.base}/health`)).ok).toBe(true);
    expect(await stop(next, 'SIGTERM')).toBe(0);
  });
});
