import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_SERVICE_PATHS } from '@app/shared/api-contract/user-service';
import { call, createTestApp, TEST_PASSWORD, uniqueEmail, type TestApp } from '../helpers/test-app.ts';

describe('the development outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('lists mail newest first as a page and as JSON, filtered by recipient', async () => {
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    for (const email of [first, second]) {
      await call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.createAccount, payload: { name: 'Kim <3', email, password: TEST_PASSWORD } });
      await call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.createAccount, payload: { name: 'Kim', email, password: TEST_PASSWORD } });
    }
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body.indexOf(second)).toBeLessThan(page.body.indexOf(first));
    const json = await call<{ to: string; subject: string }[]>(t.app, { method: 'GET', url: `/dev/outbox.json?to=${encodeURIComponent(first.toUpperCase())}` });
    expect(json.body.data.map((mail) => mail.to)).toEqual([first]);
  });

  it('escapes what it shows', async () => {
    await t.app.mailer.send({ to: 'x@example.com', subject: '<script>alert(1)</script>', text: 'see https://kindred.test/a?b=<c>', html: '' });
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&#60;script&#62;');
  });
});

describe('the outbox in production', () => {
  it('is not served unless OUTBOX_PAGE=1', async () => {
    const t = await createTestApp('pglite', { isProduction: true, outboxPage: false });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('OpenAPI, security headers and CORS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { corsOrigins: ['https://app.kindred.example'] });
  });
  afterAll(() => t.close());

  it('every API route declares its params, query, body and responses', () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(expect.arrayContaining(Object.values(USER_SERVICE_PATHS).filter((path) => !path.endsWith('/user-info/'))));
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        expect(Object.keys(operation.responses ?? {}), `${method} ${path}`).toContain('200');
      }
    }
  });

  it('serves the document and a browsable UI at /docs', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    const json = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(json.json()).toMatchObject({ openapi: '3.1.0', info: { title: 'Kindred API' } });
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
  });

  it('allows CORS only for the app’s own origins', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: USER_SERVICE_PATHS.login,
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization,timezone' },
      });
    for (const origin of ['http://kindred.test', 'https://app.kindred.example']) {
      const response = await preflight(origin);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('timezone');
    }
    const foreign = await preflight('https://evil.example');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});
