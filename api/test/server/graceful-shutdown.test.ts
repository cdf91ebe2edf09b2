import http from 'node:http';
import { rmSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { USER_SERVICE_PATHS, type UserSettings } from '@app/shared/api-contract/user-service';
import { freshPgliteDir } from '../helpers/databases.ts';
import { describeEachBackend } from '../helpers/suites.ts';
import { backendEnv, signUpThroughOutbox, startServer, stop, type Running } from '../helpers/server-process.ts';
import { uniqueEmail } from '../helpers/test-app.ts';

const DRAIN_MS = 1_500;

/** A PUT whose headers are sent now and whose body is sent when `finish` is called: a request in flight. */
function slowSettingsPut(port: number, token: string, body: string) {
  const half = Math.floor(body.length / 2);
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'PUT',
    path: USER_SERVICE_PATHS.settings,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${token}` },
    agent: false,
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, half));
  return {
    answered,
    finish: () => request.end(body.slice(half)),
  };
}

/** What a new connection gets now: a status, or `refused` when the server no longer accepts. */
async function probe(running: Running, url: string): Promise<number | 'refused'> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port: running.port, path: url, agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve('refused'));
  });
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${String(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describeEachBackend('graceful shutdown (%s)', (backend) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(
    'on SIGTERM /health/ready answers 503 while it still serves, then it stops accepting, finishes the request in flight, closes and exits 0',
    { timeout: 180_000 },
    async () => {
      // A copy of the migrated and seeded template: no first-start seeding to wait for.
      const dataDir = await freshPgliteDir();
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const env = { ...(await backendEnv(backend, dataDir, cleanups)), SHUTDOWN_DRAIN_MS: String(DRAIN_MS) };
      let server = await startServer(env);
      cleanups.push(() => void server.child.kill('SIGKILL'));
      const email = uniqueEmail('shutdown');
      const { token } = await signUpThroughOutbox(server.base, email);
      expect(await probe(server, '/health/ready')).toBe(200);

      const inFlight = slowSettingsPut(server.port, token, JSON.stringify({ regionId: 3, weightUnit: 'lb' }));
      const exited = stop(server, 'SIGTERM');
      const signalledAt = Date.now();

      // Draining: the load balancer's check gets 503 while requests are still served.
      const stopping = await until(
        'readiness after SIGTERM',
        () => probe(server, '/health/ready'),
        (status) => status === 503,
      );
      expect(stopping).toBe(503);
      expect(await probe(server, '/health/live')).toBe(200);
      const ready = await fetch(`${server.base}/health/ready`);
      expect(await ready.json()).toMatchObject({ code: 503, data: { status: 'stopping' }, message: 'The instance is shutting down.' });
      // Its replies close their connections meanwhile, so the load balancer keeps none open to it.
      expect(ready.headers.get('connection')).toBe('close');

      // Then it stops accepting, no sooner than the drain time, but keeps the request in flight.
      await until(
        'accepting after the drain',
        () => probe(server, '/health/live'),
        (status) => status !== 200,
      );
      expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(DRAIN_MS - 100);
      expect(server.child.exitCode).toBeNull();
      inFlight.finish();
      const answer = await inFlight.answered;
      expect(answer.status).toBe(200);
      expect(await exited).toBe(0);

      // What the request in flight wrote is there after the next start (the database was closed cleanly).
      server = await startServer(env);
      const settings = await fetch(`${server.base}${USER_SERVICE_PATHS.settings}`, { headers: { authorization: `Bearer ${token}` } });
      expect(((await settings.json()) as { data: UserSettings }).data).toMatchObject({ email, regionId: 3, weightUnit: 'lb' });
      expect(await stop(server, 'SIGINT')).toBe(0);
    },
  );
});
