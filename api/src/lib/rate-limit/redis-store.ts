import { Redis } from 'ioredis';
import type { RateLimitStore } from './store.ts';

// INCR and set the expiry on the first hit, atomically, so every instance sees one window.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }
`;

/** Counters shared by every API instance behind a load balancer. Connects before resolving. */
export async function redisRateLimitStore(url: string, keyPrefix: string): Promise<RateLimitStore> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  await redis.connect();
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, `${keyPrefix}rl:${key}`, String(windowMs))) as [number, number];
      return { count, resetInMs: ttl };
    },
    async close() {
      await redis.quit();
    },
  };
}
