import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_SERVICE_PATHS } from '@app/shared/api-contract/user-service';
import { DEFAULT_RATE_LIMITS } from '../src/lib/rate-limit/rules.ts';
import { call, createTestApp, RELAXED_RATE_LIMITS, signUp, type TestApp } from './helpers/test-app.ts';

async function loginFrom(t: TestApp, email: string, password: string, forwardedFor: string) {
  // The newest session is this login's (sign-up started one at the same clock time).
  t.clock.advance(1000);
  const response = await call<{ refreshToken: string }>(t.app, {
    method: 'POST',
    url: USER_SERVICE_PATHS.login,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email, password },
  });
  return response;
}

/** The client address the app saw: the ip of the session the last login started. */
async function lastSessionIp(t: TestApp, userId: number) {
  const row = await t.app.db
    .selectFrom('sessions')
    .select('ip')
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.ip;
}

describe('TRUST_PROXY as a hop count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { trustProxy: 1, rateLimits: { ...RELAXED_RATE_LIMITS, loginIp: DEFAULT_RATE_LIMITS.loginIp } });
  });
  afterAll(() => t.close());

  it('takes the address the one proxy appended, not what the client wrote before it', async () => {
    const member = await signUp(t.app);
    expect((await loginFrom(t, member.email, member.password, '6.6.6.6, 203.0.113.9')).status).toBe(200);
    expect(await lastSessionIp(t, member.id)).toBe('203.0.113.9');
  });

  it('a client that makes up a new X-Forwarded-For for each try still meets the per-IP login limit', async () => {
    const member = await signUp(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_RATE_LIMITS.loginIp.max + 1; i++) {
      statuses.push((await loginFrom(t, member.email, `wrong-${i}`, `6.6.${i}.1, 198.51.100.4`)).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('TRUST_PROXY as the load balancers’ addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The injected requests come from 127.0.0.1; the load balancers sit in 10.0.0.0/8.
    t = await createTestApp('pglite', { trustProxy: ['127.0.0.1', '10.0.0.0/8'] });
  });
  afterAll(() => t.close());

  it('the client is the first address from the right that is not a trusted proxy', async () => {
    const member = await signUp(t.app);
    await loginFrom(t, member.email, member.password, '6.6.6.6, 198.51.100.7, 10.1.2.3');
    expect(await lastSessionIp(t, member.id)).toBe('198.51.100.7');
  });
});

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { trustProxy: false });
  });
  afterAll(() => t.close());

  it('X-Forwarded-For is ignored: the address is the peer’s', async () => {
    const member = await signUp(t.app);
    await loginFrom(t, member.email, member.password, '6.6.6.6');
    expect(await lastSessionIp(t, member.id)).toBe('127.0.0.1');
  });
});
