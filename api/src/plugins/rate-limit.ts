import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import { createRateLimiter, type RateLimiter } from '../lib/rate-limit/limiter.ts';
import { memoryRateLimitStore } from '../lib/rate-limit/memory-store.ts';
import { redisRateLimitStore } from '../lib/rate-limit/redis-store.ts';
import { resolveRateLimits, type RateLimitOverrides } from '../lib/rate-limit/rules.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

export interface RateLimitPluginOptions {
  redisUrl: string | null;
  redisKeyPrefix: string;
  overrides: RateLimitOverrides;
  clock: Clock;
}

/** Counters in memory by default; in Redis when REDIS_URL is set, shared by every instance. */
async function rateLimit(app: FastifyInstance, options: RateLimitPluginOptions) {
  const store = options.redisUrl
    ? await redisRateLimitStore(options.redisUrl, options.redisKeyPrefix)
    : memoryRateLimitStore(options.clock);
  const limiter = createRateLimiter(store, resolveRateLimits(options.overrides), app.log);
  app.decorate('rateLimiter', limiter);
  app.addHook('onClose', async () => {
    await limiter.close();
  });
}

export default fp(rateLimit, { name: 'rate-limit' });
