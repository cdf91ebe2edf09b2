import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { USER_SERVICE_PATHS } from '@app/shared/api-contract/user-service';
import { rateLimitedMessage } from '@app/shared/messages';
import { DEVICE_COOKIE } from '../../src/lib/device-cookie.ts';
import { DEFAULT_RATE_LIMITS } from '../../src/lib/rate-limit/rules.ts';
import { availableRedisUrl, NO_REDIS } from '../helpers/databases.ts';
import { describeEachBackend, describeWith } from '../helpers/suites.ts';
import { call, createTestApp, RELAXED_RATE_LIMITS, signUp, uniqueEmail, type TestApp } from '../helpers/test-app.ts';

// The Redis path runs wherever a Redis answers (CI and this machine: 127.0.0.1:6379).
const REDIS_URL = await availableRedisUrl();
const MINUTE = 60_000;

function loginFrom(t: TestApp, ip: string, email: string) {
  return call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.login, remoteAddress: ip, payload: { email, password: 'Wrong2024xx' } });
}

/** The `name=value` of the device cookie a reply sets. */
function deviceCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((one) => one.name === DEVICE_COOKIE);
  if (!cookie) throw new Error('no device cookie');
  return `${cookie.name}=${cookie.value}`;
}

const HER_PHONE = { deviceId: 'HerPhone', deviceName: 'Pixel', deviceType: 'mobile', userAgent: 'UA' } as const;

describe('rate limits in memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The limiter's windows run on Date: moving the app's clock moves it too.
    vi.useFakeTimers({ toFake: ['Date'] });
    t = await createTestApp('pglite', {
      rateLimits: {
        ...RELAXED_RATE_LIMITS,
        loginIp: { max: 3, windowMs: MINUTE },
        loginAccountIp: { max: 2, windowMs: MINUTE },
        loginAccount: { max: 4, windowMs: MINUTE },
        forgotPasswordIp: { max: 2, windowMs: MINUTE },
        forgotPasswordAccount: { max: 1, windowMs: MINUTE },
        confirmOtpAccount: { max: 2, windowMs: MINUTE },
        createOtpIp: { max: 2, windowMs: MINUTE },
        createOtpAccountBurst: { max: 100, windowMs: MINUTE },
        loginDevice: { max: 2, windowMs: MINUTE },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  it('login: per IP, with Retry-After and a clear message; lifts after the window', async () => {
    for (let i = 0; i < 3; i++) expect((await loginFrom(t, '10.0.0.1', uniqueEmail())).status).toBe(400);
    const limited = await loginFrom(t, '10.0.0.1', uniqueEmail());
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 429, errorCode: 'RATE_LIMITED', message: rateLimitedMessage(60), data: null });
    expect(limited.response.headers['retry-after']).toBe('60');
    // Another address is not affected.
    expect((await loginFrom(t, '10.0.0.2', uniqueEmail())).status).toBe(400);
    t.clock.advance(MINUTE);
    expect((await loginFrom(t, '10.0.0.1', uniqueEmail())).status).toBe(400);
  });

  it('login: tries at an account count per address, so a stranger elsewhere does not lock the member out', async () => {
    const member = await signUp(t.app);
    expect((await loginFrom(t, '10.1.0.1', member.email)).status).toBe(400);
    expect((await loginFrom(t, '10.1.0.1', member.email)).status).toBe(400);
    expect((await loginFrom(t, '10.1.0.1', member.email)).status).toBe(429);
    const right = await call(t.app, {
      method: 'POST',
      url: USER_SERVICE_PATHS.login,
      remoteAddress: '10.1.0.3',
      payload: { email: member.email, password: member.password },
    });
    expect(right.status).toBe(200);
  });

  it('login: past the account-wide ceiling only a browser with her device cookie gets through, not a device id she sends', async () => {
    const member = await signUp(t.app);
    const login = (ip: string, headers: Record<string, string> = {}) =>
      call(t.app, {
        method: 'POST',
        url: USER_SERVICE_PATHS.login,
        remoteAddress: ip,
        headers,
        payload: { email: member.email, password: member.password, device: HER_PHONE },
      });
    const first = await login('10.4.0.1');
    expect(first.status).toBe(200);
    const cookie = deviceCookieOf(first.response);
    // Strangers from three addresses use up the account's ceiling (4 in the window, hers included).
    for (const ip of ['10.4.1.1', '10.4.1.2', '10.4.1.3']) expect((await loginFrom(t, ip, member.email)).status).toBe(400);
    // The device id of her earlier session is no secret: without the cookie she is held.
    expect((await login('10.4.2.1')).status).toBe(429);
    expect((await login('10.4.2.2', { cookie })).status).toBe(200);
    t.clock.advance(MINUTE);
    expect((await login('10.4.2.1')).status).toBe(200);
  });

  it('login: a device cookie that fails too often at its account goes on the lockout list', async () => {
    const member = await signUp(t.app);
    const login = (ip: string, password: string, headers: Record<string, string> = {}) =>
      call(t.app, {
        method: 'POST',
        url: USER_SERVICE_PATHS.login,
        remoteAddress: ip,
        headers,
        payload: { email: member.email, password },
      });
    const cookie = deviceCookieOf((await login('10.5.0.1', member.password)).response);
    for (const ip of ['10.5.1.1', '10.5.1.2', '10.5.1.3']) expect((await loginFrom(t, ip, member.email)).status).toBe(400);
    // Two wrong passwords with the cookie (loginDevice: 2 a minute) still get the usual answer...
    expect((await login('10.5.2.1', 'Wrong2024xx', { cookie })).status).toBe(400);
    expect((await login('10.5.2.2', 'Wrong2024xx', { cookie })).status).toBe(400);
    // ...then the cookie is locked out and counts like any browser: the account is over its ceiling.
    expect((await login('10.5.2.3', member.password, { cookie })).status).toBe(429);
    t.clock.advance(MINUTE);
    expect((await login('10.5.2.3', member.password, { cookie })).status).toBe(200);
  });

  it('login: the device cookie of another account earns nothing', async () => {
    const her = await signUp(t.app);
    const other = await signUp(t.app);
    const otherCookie = deviceCookieOf(
      (
        await call(t.app, {
          method: 'POST',
          url: USER_SERVICE_PATHS.login,
          remoteAddress: '10.6.0.1',
          payload: { email: other.email, password: other.password },
        })
      ).response,
    );
    for (const ip of ['10.6.1.1', '10.6.1.2', '10.6.1.3', '10.6.1.4']) expect((await loginFrom(t, ip, her.email)).status).toBe(400);
    const withOthers = await call(t.app, {
      method: 'POST',
      url: USER_SERVICE_PATHS.login,
      remoteAddress: '10.6.2.1',
      headers: { cookie: otherCookie },
      payload: { email: her.email, password: her.password },
    });
    expect(withOthers.status).toBe(429);
  });

  it('forgot-password: per account and per IP, the same for unknown emails', async () => {
    const email = uniqueEmail('nobody');
    const forgot = (ip: string, address: string) =>
      call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.forgotPassword, remoteAddress: ip, payload: { email: address } });
    expect((await forgot('10.2.0.1', email)).status).toBe(200);
    expect((await forgot('10.2.0.2', email)).status).toBe(429);
    expect((await forgot('10.2.0.3', uniqueEmail())).status).toBe(200);
    expect((await forgot('10.2.0.3', uniqueEmail())).status).toBe(200);
    expect((await forgot('10.2.0.3', uniqueEmail())).status).toBe(429);
    t.clock.advance(MINUTE);
    expect((await forgot('10.2.0.2', email)).status).toBe(200);
  });

  it('OTP: confirm per account, create per IP', async () => {
    const email = uniqueEmail();
    const confirm = () =>
      call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.confirmOtp, remoteAddress: '10.3.0.1', payload: { email, otp: '000000' } });
    expect((await confirm()).status).toBe(400);
    expect((await confirm()).status).toBe(400);
    expect((await confirm()).status).toBe(429);
    const create = () =>
      call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.createOtp, remoteAddress: '10.3.0.9', payload: { email: uniqueEmail() } });
    expect((await create()).status).toBe(200);
    expect((await create()).status).toBe(200);
    expect((await create()).status).toBe(429);
    t.clock.advance(MINUTE);
    expect((await confirm()).status).toBe(400);
    expect((await create()).status).toBe(200);
  });

  it('the default limits are those documented', () => {
    expect(DEFAULT_RATE_LIMITS.loginIp).toEqual({ max: 30, windowMs: 15 * MINUTE });
    expect(DEFAULT_RATE_LIMITS.loginAccountIp).toEqual({ max: 10, windowMs: 15 * MINUTE });
    expect(DEFAULT_RATE_LIMITS.loginAccount).toEqual({ max: 100, windowMs: 60 * MINUTE });
    expect(DEFAULT_RATE_LIMITS.createOtpAccountBurst).toEqual({ max: 1, windowMs: MINUTE });
    expect(DEFAULT_RATE_LIMITS.loginDevice).toEqual({ max: 10, windowMs: 60 * MINUTE });
  });
});

describeEachBackend('a stranger guessing from many addresses cannot lock a member out (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    // The documented login limits, behind one trusted proxy (X-Forwarded-For names the client).
    const { loginIp, loginAccountIp, loginAccount, loginDevice } = DEFAULT_RATE_LIMITS;
    t = await createTestApp(backend, {
      trustProxy: 1,
      rateLimits: { ...RELAXED_RATE_LIMITS, loginIp, loginAccountIp, loginAccount, loginDevice },
    });
  });
  afterAll(() => t.close());

  const login = (ip: string, email: string, password: string, headers: Record<string, string> = {}) =>
    call(t.app, {
      method: 'POST',
      url: USER_SERVICE_PATHS.login,
      headers: { 'x-forwarded-for': ip, ...headers },
      payload: { email, password, device: HER_PHONE },
    });

  it('200 wrong passwords from 200 addresses: her browser with its device cookie gets in at once, a new one gets 429', async () => {
    const member = await signUp(t.app);
    const signedIn = await login('198.51.100.7', member.email, member.password);
    expect(signedIn.status).toBe(200);
    const cookie = deviceCookieOf(signedIn.response);
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++)
      statuses.push((await login(`203.0.${Math.floor(i / 100)}.${(i % 100) + 1}`, member.email, 'Wrong2024xx')).status);
    // Her own login was the first of the 100 tries an hour at the account.
    expect(statuses.filter((status) => status === 400)).toHaveLength(99);
    expect(statuses.slice(99).every((status) => status === 429)).toBe(true);

    const fromHerBrowser = await login('192.0.2.50', member.email, member.password, { cookie });
    expect(fromHerBrowser.status).toBe(200);
    const fromANewDevice = await login('192.0.2.51', member.email, member.password);
    expect(fromANewDevice.status).toBe(429);
    expect(Number(fromANewDevice.response.headers['retry-after'])).toBeGreaterThan(55 * 60);
  });

  it('the device cookie: HttpOnly, SameSite=Lax, only for the login call, Secure over TLS; set beside the page session', async () => {
    const member = await signUp(t.app);
    const plain = await login('198.51.100.8', member.email, member.password);
    const device = plain.response.cookies.find((one) => one.name === DEVICE_COOKIE);
    expect(device).toMatchObject({ path: USER_SERVICE_PATHS.login, httpOnly: true, sameSite: 'Lax', maxAge: 365 * 24 * 60 * 60 });
    expect(device?.secure).toBeUndefined();
    expect(plain.response.cookies.map((one) => one.name)).toContain('page_session');
    const overTls = await login('198.51.100.8', member.email, member.password, { 'x-forwarded-proto': 'https' });
    expect(overTls.response.cookies.find((one) => one.name === DEVICE_COOKIE)?.secure).toBe(true);
    // A new nonce at every sign-in.
    expect(deviceCookieOf(overTls.response)).not.toBe(deviceCookieOf(plain.response));
  });
});

describeWith(REDIS_URL, NO_REDIS, 'rate limits in Redis (%s), shared by several instances', (redisUrl) => {
  const prefix = `kindred-test:${randomBytes(6).toString('hex')}:`;
  const rules = { ...RELAXED_RATE_LIMITS, loginIp: { max: 2, windowMs: 2000 }, loginAccount: { max: 1_000, windowMs: 2000 } };
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp('pglite', { redisUrl, redisKeyPrefix: prefix, rateLimits: rules });
    second = await createTestApp('pglite', { redisUrl, redisKeyPrefix: prefix, rateLimits: rules });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('hits on one instance count on the other, and the limit lifts after its window', async () => {
    expect((await loginFrom(first, '10.9.0.1', uniqueEmail())).status).toBe(400);
    expect((await loginFrom(second, '10.9.0.1', uniqueEmail())).status).toBe(400);
    const limited = await loginFrom(first, '10.9.0.1', uniqueEmail());
    expect(limited.status).toBe(429);
    expect(Number(limited.response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await loginFrom(second, '10.9.0.1', uniqueEmail())).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await loginFrom(second, '10.9.0.1', uniqueEmail())).status).toBe(400);
  });
});
