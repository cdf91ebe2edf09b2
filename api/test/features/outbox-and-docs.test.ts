import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_SERVICE_PATHS } from '@app/shared/api-contract/user-service';
import { loadConfig } from '../../src/config.ts';
import { headHasInlineIcon } from '../helpers/page-head.ts';
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
      await call(t.app, {
        method: 'POST',
        url: USER_SERVICE_PATHS.createAccount,
        payload: { name: 'Kim <3', email, password: TEST_PASSWORD },
      });
      await call(t.app, {
        method: 'POST',
        url: USER_SERVICE_PATHS.createAccount,
        payload: { name: 'Kim', email, password: TEST_PASSWORD },
      });
    }
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body.indexOf(second)).toBeLessThan(page.body.indexOf(first));
    expect(headHasInlineIcon(page.body)).toBe(true);
    const json = await call<{ to: string; subject: string }[]>(t.app, {
      method: 'GET',
      url: `/dev/outbox.json?to=${encodeURIComponent(first.toUpperCase())}`,
    });
    expect(json.body.data.map((mail) => mail.to)).toEqual([first]);
  });

  it('the JSON lists one recipient only: without `to` it is a 400 that names the field', async () => {
    await t.app.mailer.send({ to: 'someone@example.com', subject: 'Your code', text: 'code is 123456', html: '' });
    const { status, body } = await call(t.app, { method: 'GET', url: '/dev/outbox.json' });
    expect(status).toBe(400);
    expect(body.data).toEqual({ fields: { to: expect.any(String) } });
    expect(JSON.stringify(body)).not.toContain('123456');
  });

  it('escapes what it shows', async () => {
    await t.app.mailer.send({
      to: 'x@example.com',
      subject: '<script>alert(1)</script>',
      text: 'see https://kindred.test/a?b=<c>',
      html: '',
    });
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

describe('the outbox in production with OUTBOX_PAGE=1 (test servers only)', () => {
  it('shows one recipient’s mail, never everyone’s', async () => {
    const t = await createTestApp('pglite', { isProduction: true, outboxPage: true });
    try {
      await t.app.mailer.send({ to: 'one@example.com', subject: 'Your code', text: 'code is 654321', html: '' });
      const everyone = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(everyone.statusCode).toBe(400);
      expect(everyone.body).not.toContain('654321');
      const one = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=one@example.com' });
      expect(one.statusCode).toBe(200);
      expect(one.body).toContain('654321');
      expect((await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});

describe('/docs is a setting', () => {
  it.each([
    [{}, true],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', DOCS: '1' }, true],
    [{ DOCS: '0' }, false],
  ])('%j serves /docs: %s', (env, served) => {
    expect(loadConfig(env).docs).toBe(served);
  });

  it('off, /docs is a 404 while the document is still built (the lint and the bad-input test read it)', async () => {
    const t = await createTestApp('pglite', { docs: false, isProduction: true });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/docs/' })).statusCode).toBe(404);
      expect(Object.keys((t.app.swagger() as { paths: object }).paths).length).toBeGreaterThan(10);
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
    // The document names SPEC 7's settings path without its trailing slash (the API answers both).
    const documented = Object.values(USER_SERVICE_PATHS)
      .filter((path) => !path.endsWith('/user-info/'))
      .map((path) => path.replace(/\/$/, ''));
    expect(paths).toEqual(expect.arrayContaining(documented));
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        // A success: 200, or the local checkout form's 303 to the success page.
        expect(Object.keys(operation.responses ?? {}), `${method} ${path}`).toEqual(
          expect.arrayContaining([expect.stringMatching(/^(200|303)$/)]),
        );
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
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization,timezone',
        },
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
