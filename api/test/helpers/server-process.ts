import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { USER_SERVICE_PATHS, type LoginData } from '@app/shared/api-contract/user-service';
import { freePort } from '../../src/lib/free-port.ts';
import { type Backend, throwawayPostgres } from './databases.ts';
import { TEST_PASSWORD } from './test-app.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Running {
  child: ChildProcess;
  base: string;
  port: number;
  output: () => string;
}

/** The server process from its source (node --import tsx api/src/server.ts), on its own port and data. */
export async function startServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SHELL_DIR: '',
      REGISTRY_DIR: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      JWT_SECRET: '',
      ...env,
    },
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
      if ((await fetch(`${base}/health`)).ok) return { child, base, port, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

/** Sends `signal` and resolves with the exit code. */
export async function stop(running: Running, signal: NodeJS.Signals): Promise<number | null> {
  if (running.child.exitCode !== null) return running.child.exitCode;
  const exited = new Promise<number | null>((resolve) => running.child.once('exit', (code) => resolve(code)));
  running.child.kill(signal);
  return exited;
}

export async function post<T>(base: string, url: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: T; message: string } };
}

/** Signs a new member up through the server's outbox (code by mail) and returns the session. */
export async function signUpThroughOutbox(base: string, email: string, name = 'Rita'): Promise<LoginData> {
  const created = await post(base, USER_SERVICE_PATHS.createAccount, { name, email, password: TEST_PASSWORD });
  if (created.status !== 200) throw new Error(`sign-up failed: ${created.status}`);
  const outbox = (await (await fetch(`${base}/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as { data: { text: string }[] };
  const otp = outbox.data[0]?.text.match(/code is (\d{6})/)?.[1];
  const signedIn = await post<LoginData>(base, USER_SERVICE_PATHS.confirmOtp, { email, otp });
  if (signedIn.status !== 200) throw new Error(`confirming the code failed: ${signedIn.status}`);
  return signedIn.body.data;
}

/**
 * The server's database settings for `backend`: PGlite in `dataDir`, or a throwaway PostgreSQL
 * database (dropped by a cleanup), migrated and seeded unless `empty` (a first start's database).
 */
export async function backendEnv(
  backend: Backend,
  dataDir: string,
  cleanups: (() => Promise<void> | void)[],
  { empty = false }: { empty?: boolean } = {},
): Promise<Record<string, string>> {
  if (backend !== 'postgres') return { DATA_DIR: dataDir, DATABASE_URL: '' };
  const database = await throwawayPostgres({ seeded: !empty });
  cleanups.push(() => database.drop());
  return { DATA_DIR: dataDir, DATABASE_URL: database.url };
}
