import type { RedisState } from '../../lib/rate-limit/limiter.ts';

export type DatabaseState = 'ok' | 'unreachable';

export interface Readiness {
  /** 503 takes the instance out of the load balancer. */
  httpStatus: 200 | 503;
  status: 'ready' | 'degraded' | 'unavailable' | 'stopping';
  message: string;
}

/**
 * Whether this instance should get traffic: not while it shuts down (503, so the load balancer
 * drains it before it stops accepting), not without its database (503); with Redis gone it still
 * serves, its rate limits counting per instance, and says it is degraded.
 */
export function readiness(database: DatabaseState, redis: RedisState, draining = false): Readiness {
  if (draining) return { httpStatus: 503, status: 'stopping', message: 'The instance is shutting down.' };
  if (database !== 'ok') return { httpStatus: 503, status: 'unavailable', message: 'The database is unreachable.' };
  if (redis === 'unreachable') {
    return { httpStatus: 200, status: 'degraded', message: 'Redis is unreachable: rate limits count in this instance only.' };
  }
  return { httpStatus: 200, status: 'ready', message: 'Ready' };
}
