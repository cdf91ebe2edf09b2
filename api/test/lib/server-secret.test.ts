import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { USER_SERVICE_PATHS, type LoginData } from '@app/shared/api-contract/user-service';
import { openDatabase } from '../../src/db/database.ts';
import { LEGACY_SECRET_FILE, resolveServerSecret } from '../../src/lib/server-secret.ts';
import { describeEachBackend, describeOnPostgres } from '../helpers/suites.ts';
import { bearer, call, createTestApp, latestOtp, login, TEST_PASSWORD, uniqueEmail, type TestApp } from '../helpers/test-app.ts';

describeEachBackend('the server secret without JWT_SECRET (%s)', (backend) => {
  let t: TestApp;
  let emptyDir: string;
  beforeAll(async () => {
    t = await createTestApp(backend, { jwtSecret: null });
    emptyDir = mkdtempSync(path.join(tmpdir(), 'kindred-secret-'));
  });
  afterAll(async () => {
    await t?.close();
    rmSync(emptyDir, { recursive: true, force: true });
  });
  const stored = () => t.app.db.selectFrom('serverSecrets').select('value').execute();

  it('is generated once and kept in the database: the next start reads the same one', async () => {
    expect(t.app.serverSecret.length).toBeGreaterThanOrEqual(32);
    expect(await stored()).toEqual([{ value: t.app.serverSecret }]);
    expect(await resolveServerSecret(null, t.app.db, emptyDir)).toBe(t.app.serverSecret);
  });

  it('the one an older server kept in DATA_DIR/jwt-secret becomes it, so its sessions stay valid', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kindred-secret-'));
    const legacy = 'a-secret-an-older-server-wrote-0123456789abcdef';
    writeFileSync(path.join(dataDir, LEGACY_SECRET_FILE), `${legacy}\n`);
    const kept = await stored();
    await t.app.db.deleteFrom('serverSecrets').execute();
    try {
      expect(await resolveServerSecret(null, t.app.db, dataDir)).toBe(legacy);
      expect(await stored()).toEqual([{ value: legacy }]);
    } finally {
      await t.app.db.deleteFrom('serverSecrets').execute();
      await t.app.db
        .insertInto('serverSecrets')
        .values(kept.map(({ value }) => ({ name: 'server', value })))
        .execute();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('JWT_SECRET, when set, is the secret, and the database is not asked; a short one is refused, naming it', async () => {
    const configured = 'a-configured-secret-0123456789abcdef';
    expect(await resolveServerSecret(configured, t.app.db, emptyDir)).toBe(configured);
    expect(await stored()).toEqual([{ value: t.app.serverSecret }]);
    await expect(resolveServerSecret('short', t.app.db, emptyDir)).rejects.toThrow('JWT_SECRET must be at least 32 characters.');
  });
});

// Two servers share a database only on PostgreSQL (a PGlite folder has one server: db/data-dir-lock.ts).
describeOnPostgres('several instances on one database without JWT_SECRET (%s)', (backend) => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp(backend, { jwtSecret: null });
    // Its own data folder, as another machine would have.
    second = await createTestApp(backend, { jwtSecret: null, databaseUrl: first.config.databaseUrl });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('accept each other’s tokens and codes: sign up on one, confirm the code on the other, use each one’s token on the other', async () => {
    const email = uniqueEmail('two-instances');
    expect(
      (
        await call(first.app, {
          method: 'POST',
          url: USER_SERVICE_PATHS.createAccount,
          payload: { name: 'Rita', email, password: TEST_PASSWORD },
        })
      ).status,
    ).toBe(200);
    const confirmed = await call<LoginData>(second.app, {
      method: 'POST',
      url: USER_SERVICE_PATHS.confirmOtp,
      payload: { email, otp: await latestOtp(first.app, email) },
    });
    expect(confirmed.status).toBe(200);
    expect(
      (await call(first.app, { method: 'GET', url: USER_SERVICE_PATHS.settings, headers: bearer(confirmed.body.data.token) })).status,
    ).toBe(200);
    const again = await login(first.app, email);
    expect(
      (await call(second.app, { method: 'GET', url: USER_SERVICE_PATHS.settings, headers: bearer(again.body.data.token) })).status,
    ).toBe(200);
    expect(second.app.serverSecret).toBe(first.app.serverSecret);
  });

  it('starting at once on a database without a secret yet, all agree on one', async () => {
    const url = first.config.databaseUrl!;
    const handles = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url, dataDir: path.join(tmpdir(), 'kindred-unused') })),
    );
    const kept = await first.app.db.selectFrom('serverSecrets').selectAll().execute();
    await first.app.db.deleteFrom('serverSecrets').execute();
    try {
      const secrets = await Promise.all(
        handles.map((handle, i) => resolveServerSecret(null, handle.db, path.join(tmpdir(), `kindred-no-secret-${i}`))),
      );
      expect(new Set(secrets).size).toBe(1);
      expect(await first.app.db.selectFrom('serverSecrets').select('value').execute()).toEqual([{ value: secrets[0] }]);
    } finally {
      await first.app.db.deleteFrom('serverSecrets').execute();
      await first.app.db.insertInto('serverSecrets').values(kept).execute();
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });
});
