import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { USER_SERVICE_PATHS, type UserSettings } from '@app/shared/api-contract/user-service';
import { freshPgliteDir } from '../helpers/databases.ts';
import { describeEachBackend } from '../helpers/suites.ts';
import { backendEnv, post, signUpThroughOutbox, startServer, stop } from '../helpers/server-process.ts';
import { TEST_PASSWORD, uniqueEmail } from '../helpers/test-app.ts';

describeEachBackend('restart (%s)', (backend) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('what is written before a SIGTERM is there after the next start, and sessions stay valid', { timeout: 120_000 }, async () => {
    // A fresh data folder: the first start creates it, migrates and seeds.
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'kindred-restart-')), 'data');
    cleanups.push(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));
    const env = await backendEnv(backend, dataDir, cleanups, { empty: true });

    let server = await startServer(env);
    cleanups.push(() => void server.child.kill('SIGKILL'));
    const email = uniqueEmail('restart');
    const { token } = await signUpThroughOutbox(server.base, email);
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

  it(
    'a second server on a PGlite data folder in use refuses to start; after a kill -9 of the first, the next one starts',
    { timeout: 300_000 },
    async () => {
      // A data folder as a first start leaves it (the restart above starts from nothing).
      const dataDir = await freshPgliteDir();
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
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
    },
  );
});
