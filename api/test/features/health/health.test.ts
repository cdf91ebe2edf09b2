import { afterAll, beforeAll, expect, it } from 'vitest';
import pg from 'pg';
import { describeEachBackend, describeOnPostgres } from '../../helpers/suites.ts';
import { call, createTestApp, type TestApp } from '../../helpers/test-app.ts';

const ready = (t: TestApp) => call<{ status: string; database: string; redis: string }>(t.app, { method: 'GET', url: '/health/ready' });

describeEachBackend('health (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('/health/live and /health (its first name) answer while the process runs', async () => {
    for (const url of ['/health/live', '/health']) {
      const { status, body } = await call(t.app, { method: 'GET', url });
      expect(status).toBe(200);
      expect(body).toEqual({ code: 200, data: { status: 'ok' }, message: 'OK' });
    }
  });

  it('/health/ready: ready with its database, and no Redis configured', async () => {
    const { status, body } = await ready(t);
    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, data: { status: 'ready', database: 'ok', redis: 'not-configured' }, message: 'Ready' });
  });
});

describeOnPostgres('health when PostgreSQL goes away (%s)', (backend) => {
  let t: TestApp;
  let admin: pg.Client;
  let name: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    name = new URL(t.config.databaseUrl!).pathname.slice(1);
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.query(`alter database ${name} allow_connections true`);
    await admin.end();
    await t.close();
  });

  it('/health/ready answers 503 while the database refuses connections (the process stays up), then 200 again', async () => {
    expect((await ready(t)).status).toBe(200);
    await admin.query(`alter database ${name} allow_connections false`);
    // Its open connections break too: the pool drops them (an unheard pool error would end the process).
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    // Termination is asynchronous: wait until its connections are gone.
    for (let attempt = 0; attempt < 100; attempt++) {
      const { rows } = await admin.query<{ count: string }>('select count(*) as count from pg_stat_activity where datname = $1', [name]);
      if (Number(rows[0]?.count) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const down = await ready(t);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ code: 503, data: { status: 'unavailable', database: 'unreachable', redis: 'not-configured' } });
    expect((await call(t.app, { method: 'GET', url: '/health/live' })).status).toBe(200);

    await admin.query(`alter database ${name} allow_connections true`);
    const back = await ready(t);
    expect(back.status).toBe(200);
    expect(back.body.data.status).toBe('ready');
  });
});
