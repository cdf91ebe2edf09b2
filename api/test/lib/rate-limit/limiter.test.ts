import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { ACCOUNT_MESSAGES, rateLimitedMessage } from '@app/shared/messages';
import { ApiError } from '../../../src/lib/api-error.ts';
import { createRateLimiter } from '../../../src/lib/rate-limit/limiter.ts';
import { connectRateLimitRedis, type RateLimitRedis } from '../../../src/lib/rate-limit/redis-connection.ts';
import { DEFAULT_RATE_LIMITS, type RateLimitRules } from '../../../src/lib/rate-limit/rules.ts';
import { availableRedisUrl, NO_REDIS } from '../../helpers/databases.ts';
import { describeWith } from '../../helpers/suites.ts';

const REDIS_URL = await availableRedisUrl();
const silent = { error: () => {}, info: () => {} } as unknown as FastifyBaseLogger;

const RULES: RateLimitRules = {
  ...DEFAULT_RATE_LIMITS,
  loginIp: { max: 2, windowMs: 1000 },
  loginAccount: { max: 1, windowMs: 60_000 },
};

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the rate limiter in memory', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts hits in a fixed window and starts again after it', async () => {
    const limiter = createRateLimiter(RULES, null);
    expect(await limiter.allows([['loginIp', 'k']])).toBe(true);
    vi.advanceTimersByTime(400);
    expect(await limiter.allows([['loginIp', 'k']])).toBe(true);
    expect(await limiter.allows([['loginIp', 'k']])).toBe(false);
    vi.advanceTimersByTime(600);
    expect(await limiter.allows([['loginIp', 'k']])).toBe(true);
  });

  it('keeps keys and rules apart', async () => {
    const limiter = createRateLimiter(RULES, null);
    await limiter.allows([['loginIp', 'a']]);
    await limiter.allows([['loginIp', 'a']]);
    expect(await limiter.allows([['loginIp', 'b']])).toBe(true);
    expect(await limiter.allows([['loginAccount', 'a']])).toBe(true);
  });

  it('refuses with a 429, the Retry-After of the refused window that lifts last, and its message', async () => {
    const limiter = createRateLimiter(RULES, null);
    const checks = [
      ['loginIp', 'x'],
      ['loginAccount', 'x'],
    ] as const;
    await limiter.consume(checks);
    const error = await refusal(limiter.consume(checks));
    expect(error).toMatchObject({
      statusCode: 429,
      errorCode: 'RATE_LIMITED',
      message: rateLimitedMessage(60),
      headers: { 'Retry-After': '60' },
    });
    const burst = createRateLimiter(DEFAULT_RATE_LIMITS, null);
    await burst.consume([['createOtpAccountBurst', 'e']]);
    expect((await refusal(burst.consume([['createOtpAccountBurst', 'e']]))).message).toBe(ACCOUNT_MESSAGES.otpResendTooSoon);
  });

  it('tells whether a key has used up its window without counting a hit', async () => {
    const limiter = createRateLimiter(RULES, null);
    expect(await limiter.exhausted(['loginIp', 'n'])).toBe(false);
    await limiter.allows([['loginIp', 'n']]);
    expect(await limiter.exhausted(['loginIp', 'n'])).toBe(false);
    await limiter.allows([['loginIp', 'n']]);
    expect(await limiter.exhausted(['loginIp', 'n'])).toBe(true);
    expect(await limiter.exhausted(['loginIp', 'n'])).toBe(true);
    expect(await limiter.allows([['loginIp', 'n']])).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(await limiter.exhausted(['loginIp', 'n'])).toBe(false);
    expect(await limiter.redisState()).toBe('not-configured');
  });
});

describeWith(REDIS_URL, NO_REDIS, 'the rate limiter in Redis (%s)', (url) => {
  const keyPrefix = `kindred-test:${randomBytes(6).toString('hex')}:`;
  let redis: RateLimitRedis;
  beforeAll(async () => {
    redis = await connectRateLimitRedis(url, silent);
  });
  afterAll(() => redis.close());

  it('counts atomically under concurrency, across limiters on one Redis', async () => {
    const rules = { ...RULES, loginIp: { max: 10, windowMs: 5000 } };
    const first = createRateLimiter(rules, { redis, keyPrefix });
    const second = createRateLimiter(rules, { redis, keyPrefix });
    const allowed = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? first : second).allows([['loginIp', 'burst']])));
    expect(allowed.filter(Boolean)).toHaveLength(10);
    expect(await first.exhausted(['loginIp', 'burst'])).toBe(true);
    const error = await refusal(second.consume([['loginIp', 'burst']]));
    expect(Number(error.headers['Retry-After'])).toBeGreaterThanOrEqual(1);
    expect(Number(error.headers['Retry-After'])).toBeLessThanOrEqual(5);
    expect(await first.redisState()).toBe('ok');
  });
});
