import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { USER_SERVICE_PATHS } from '@app/shared/api-contract/user-service';
import { rateLimitedMessage } from '@app/shared/messages';
import { DEFAULT_RATE_LIMITS } from '../../src/lib/rate-limit/rules.ts';
import { availableRedisUrl } from '../helpers/databases.ts';
import { call, createTestApp, RELAXED_RATE_LIMITS, signUp, uniqueEmail, type TestApp } from '../helpers/test-app.ts';

// The Redis path runs wherever a Redis answers (CI and this machine: 127.0.0.1:6379).
const REDIS_URLS = [await availableRedisUrl()].filter((url): url is string => url !== null);
const MINUTE = 60_000;

function loginFrom(t: TestApp, ip: string, email: string) {
  return call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.login, remoteAddress: ip, payload: { email, password: 'Wrong2024xx' } });
}


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
    const right = await call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.login, remoteAddress: '10.1.0.3', payload: { email: member.email, password: member.password } });
    expect(right.status).toBe(200);
  });

  it('login: past the account-wide ceiling only a device the member signed in on before gets through', async () => {
    const member = await signUp(t.app);
    const device = { deviceId: 'HerPhone01', deviceName: 'Pixel', deviceType: 'mobile', userAgent: 'UA' } as const;
    const withDevice = (ip: string, deviceId: string) =>
      call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.login, remoteAddress: ip, payload: { email: member.email, password: member.password, device: { ...device, deviceId } } });
    expect((await withDevice('10.4.0.1', device.deviceId)).status).toBe(200);
    // Strangers from four addresses use up the account's ceiling (4 in the window).
    for (const ip of ['10.4.1.1', '10.4.1.2', '10.4.1.3']) expect((await loginFrom(t, ip, member.email)).status).toBe(400);
    expect((await withDevice('10.4.2.1', 'NewLaptop1')).status).toBe(429);
    expect((await withDevice('10.4.2.2', device.deviceId)).status).toBe(200);
    t.clock.advance(MINUTE);
    expect((await withDevice('10.4.2.1', 'NewLaptop1')).status).toBe(200);
  });

  it('forgot-password: per account and per IP, the same for unknown emails', async () => {
    const email = uniqueEmail('nobody');
    const forgot = (ip: string, address: string) => call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.forgotPassword, remoteAddress: ip, payload: { email: address } });
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
    const confirm = () => call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.confirmOtp, remoteAddress: '10.3.0.1', payload: { email, otp: '000000' } });
    expect((await confirm()).status).toBe(400);
    expect((await confirm()).status).toBe(400);
    expect((await confirm()).status).toBe(429);
    const create = () => call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.createOtp, remoteAddress: '10.3.0.9', payload: { email: uniqueEmail() } });
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
  });
});

describe.each(REDIS_URLS)('rate limits in Redis (%s), shared by several instances', (REDIS_URL) => {
  const prefix = `kindred-test:${randomBytes(6).toString('hex')}:`;
  const rules = { ...RELAXED_RATE_LIMITS, loginIp: { max: 2, windowMs: 2000 }, loginAccount: { max: 1_000, windowMs: 2000 } };
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp('pglite', { redisUrl: REDIS_URL, redisKeyPrefix: prefix, rateLimits: rules });
    second = await createTestApp('pglite', { redisUrl: REDIS_URL, redisKeyPrefix: prefix, rateLimits: rules });
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
