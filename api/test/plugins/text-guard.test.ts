import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { InjectOptions } from 'fastify';
import { USER_SERVICE_PATHS, type LoginData } from '@app/shared/api-contract/user-service';
import { JSON_MAX_DEPTH } from '@app/shared/validation';
import { jsonTooDeepMessage } from '@app/shared/validation/messages';
import { controlCharacterField } from '../../src/plugins/text-guard.ts';
import { describeEachBackend } from '../helpers/suites.ts';
import {
  bearer,
  call,
  createTestApp,
  latestOtp,
  signUp,
  tableCounts,
  TEST_PASSWORD,
  uniqueEmail,
  type TestApp,
} from '../helpers/test-app.ts';

describe('controlCharacterField', () => {
  it.each([
    [{ name: 'Jane' }, null],
    [{ name: 'Ja\u0000ne' }, 'name'],
    [{ device: { deviceName: 'Pixel\u0000' } }, 'device.deviceName'],
    [{ list: ['ok', 'tab\t'] }, 'list.1'],
    ['text\n', ''],
    [{ count: 3, flag: true, none: null }, null],
  ])('%j -> %j', (value, field) => {
    expect(controlCharacterField(value)).toBe(field);
  });
});

const device = (deviceName: string) => ({ deviceId: 'Ab3dE9xZ', deviceName, deviceType: 'mobile', userAgent: 'UA' });

describeEachBackend('control characters in text fields (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  async function expectRefused(request: Parameters<typeof call>[1], field: string) {
    const before = await tableCounts(t.app);
    const { status, body } = await call(t.app, request);
    expect(status).toBe(400);
    expect(body.errorCode).toBe('VALIDATION_FAILED');
    expect(body.data).toEqual({ fields: { [field]: body.message } });
    expect(body.message).toContain('control characters');
    await t.app.background.settled();
    expect(await tableCounts(t.app)).toEqual(before);
  }

  it('create-account, login, settings and the outbox refuse a NUL with a 400 that names the field, and write nothing', async () => {
    const member = await signUp(t.app);
    await expectRefused(
      {
        method: 'POST',
        url: USER_SERVICE_PATHS.createAccount,
        payload: { name: 'Ja\u0000ne', email: uniqueEmail(), password: TEST_PASSWORD },
      },
      'name',
    );
    await expectRefused(
      {
        method: 'POST',
        url: USER_SERVICE_PATHS.login,
        payload: { email: member.email, password: member.password, device: device('Pixel\u0000') },
      },
      'device.deviceName',
    );
    await expectRefused(
      { method: 'PUT', url: USER_SERVICE_PATHS.settings, headers: bearer(member.token), payload: { name: 'Jane\u0000' } },
      'name',
    );
    await expectRefused({ method: 'GET', url: `/dev/outbox.json?to=${encodeURIComponent('a\u0000@example.com')}` }, 'to');
    await expectRefused(
      {
        method: 'POST',
        url: USER_SERVICE_PATHS.refreshToken,
        headers: { 'content-type': 'text/plain' },
        payload: `${member.refreshToken}\u0000`,
      },
      'body',
    );
  });

  it('a JSON body nested deeper than the limit is a 400 saying so on every JSON route, before anything walks it; at the limit it is read as usual', async () => {
    const member = await signUp(t.app);
    const document = t.app.swagger() as {
      paths: Record<
        string,
        Record<string, { security?: unknown[]; requestBody?: { content: Record<string, { schema: { type?: string } }> } }>
      >;
    };
    const jsonRoutes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.requestBody?.content['application/json']?.schema.type === 'object')
        .map(([method, operation]) => ({
          method: method.toUpperCase() as InjectOptions['method'],
          url: path.replace(/\{(\w+)\}/g, '1'),
          headers: operation.security?.length ? bearer(member.token) : {},
        })),
    );
    expect(jsonRoutes.length).toBeGreaterThan(15);
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const before = await tableCounts(t.app);
    for (const route of jsonRoutes) {
      const send = (payload: string) =>
        call(t.app, { ...route, headers: { ...route.headers, 'content-type': 'application/json' }, payload });
      for (const payload of [nested(5000), `{"name":${nested(JSON_MAX_DEPTH)}}`]) {
        const { status, body } = await send(payload);
        expect([route.method, route.url, status, body.message]).toEqual([route.method, route.url, 400, jsonTooDeepMessage(JSON_MAX_DEPTH)]);
      }
      // At the limit the body is parsed and checked by the route's own schema.
      const atLimit = await send(`{"name":${nested(JSON_MAX_DEPTH - 1)}}`);
      expect(atLimit.status).toBeLessThan(500);
      expect(atLimit.body.message).not.toBe(jsonTooDeepMessage(JSON_MAX_DEPTH));
    }
    await t.app.background.settled();
    expect(await tableCounts(t.app)).toEqual(before);
  });

  it('confirm-otp with a NUL in the device name is a 400 that spends nothing: the same code then works', async () => {
    const email = uniqueEmail();
    await call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.createAccount, payload: { name: 'Jane', email, password: TEST_PASSWORD } });
    const otp = await latestOtp(t.app, email);
    await expectRefused(
      { method: 'POST', url: USER_SERVICE_PATHS.confirmOtp, payload: { email, otp, device: device('Mac\u0000') } },
      'device.deviceName',
    );
    const user = await t.app.db.selectFrom('users').select('emailVerifiedAt').where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.emailVerifiedAt).toBeNull();
    const confirmed = await call<LoginData>(t.app, {
      method: 'POST',
      url: USER_SERVICE_PATHS.confirmOtp,
      payload: { email, otp, device: device('Mac') },
    });
    expect(confirmed.status).toBe(200);
  });

  it('confirm-otp is one transaction: when starting the session fails, the code stays unspent and the email unverified', async () => {
    const email = uniqueEmail();
    await call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.createAccount, payload: { name: 'Jane', email, password: TEST_PASSWORD } });
    const otp = await latestOtp(t.app, email);
    // A database refusal at the last write of the flow (the session row).
    await sql`alter table sessions add constraint test_refuses_boom check (device_name is distinct from 'boom')`.execute(t.app.db);
    try {
      const failed = await call(t.app, {
        method: 'POST',
        url: USER_SERVICE_PATHS.confirmOtp,
        payload: { email, otp, device: device('boom') },
      });
      expect(failed.status).toBe(500);
    } finally {
      await sql`alter table sessions drop constraint test_refuses_boom`.execute(t.app.db);
    }
    const user = await t.app.db.selectFrom('users').select(['id', 'emailVerifiedAt']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.emailVerifiedAt).toBeNull();
    const codes = await t.app.db.selectFrom('emailOtps').select('consumedAt').where('userId', '=', user.id).execute();
    expect(codes.filter((code) => code.consumedAt === null)).toHaveLength(1);
    const confirmed = await call<LoginData>(t.app, { method: 'POST', url: USER_SERVICE_PATHS.confirmOtp, payload: { email, otp } });
    expect(confirmed.status).toBe(200);
  });
});
