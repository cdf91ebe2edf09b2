import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createRateLimiter, type RateLimiter } from '../lib/rate-limit/limiter.ts';
import { connectRateLimitRedis } from '../lib/rate-limit/redis-connection.ts';
import { resolveRateLimits, type RateLimitOverrides } from '../lib/rate-limit/rules.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

interface RateLimitPluginOptions {
  redisUrl: string | null;
  redisKeyPrefix: string;
  overrides: RateLimitOverrides;
}

/**
 * Counters in memory by default; in Redis when REDIS_URL is set, shared by every instance, and
 * per instance again while Redis is unreachable (lib/rate-limit/redis-connection.ts).
 */
async function rateLimit(app: FastifyInstance, options: RateLimitPluginOptions) {
  const redis = options.redisUrl ? await connectRateLimitRedis(options.redisUrl, app.log) : null;
  app.decorate(
    'rateLimiter',
    createRateLimiter(resolveRateLimits(options.overrides), redis && { redis, keyPrefix: options.redisKeyPrefix }),
  );
  app.addHook('onClose', async () => {
    redis?.close();
  });
}

export default fp(rateLimit, { name: 'rate-limit' });
