import { describe, expect, it } from 'vitest';
import { readiness, type DatabaseState } from '../../../src/features/health/readiness.ts';
import type { RedisState } from '../../../src/lib/rate-limit/limiter.ts';

describe('readiness', () => {
  it.each<[DatabaseState, RedisState, number, string]>([
    ['ok', 'not-configured', 200, 'ready'],
    ['ok', 'ok', 200, 'ready'],
    ['ok', 'unreachable', 200, 'degraded'],
    ['unreachable', 'not-configured', 503, 'unavailable'],
    ['unreachable', 'ok', 503, 'unavailable'],
    ['unreachable', 'unreachable', 503, 'unavailable'],
  ])('database %s, Redis %s: %i %s', (database, redis, httpStatus, status) => {
    expect(readiness(database, redis)).toMatchObject({ httpStatus, status });
  });

  it.each<[DatabaseState, RedisState]>([
    ['ok', 'ok'],
    ['ok', 'unreachable'],
    ['unreachable', 'not-configured'],
  ])('shutting down (database %s, Redis %s): 503 stopping', (database, redis) => {
    expect(readiness(database, redis, true)).toEqual({ httpStatus: 503, status: 'stopping', message: 'The instance is shutting down.' });
  });
});
