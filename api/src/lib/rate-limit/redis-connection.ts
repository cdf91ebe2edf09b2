import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * How long a rate-limit command may wait for Redis. A limit answers from this instance's memory
 * after it (lib/rate-limit/limiter.ts), so a Redis that hangs costs a login this long at most.
 */
const REDIS_COMMAND_TIMEOUT_MS = 100;

/** The client the shared counters use, watched for outages. */
export interface RateLimitRedis {
  client: Redis;
  /** Whether Redis answers a PING now (within the command timeout). */
  reachable(): Promise<boolean>;
  /**
   * A command failed while the connection looked ready (a Redis that stopped answering):
   * reconnect, so the limits count in memory at once until Redis answers again.
   */
  commandFailed(): void;
  close(): void;
}

/**
 * Connects to Redis for the rate-limit counters. Nothing waits on Redis: with the offline queue
 * off a command fails at once while the connection is down, and one that gets no answer fails
 * after REDIS_COMMAND_TIMEOUT_MS; the limiter then counts in this instance's memory. The client
 * reconnects by itself. An outage is logged once when it starts and once when it ends, never per
 * request. Starting while Redis is down is allowed: the limits start per instance.
 */
export async function connectRateLimitRedis(url: string, log: FastifyBaseLogger): Promise<RateLimitRedis> {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let down = false;
  let closing = false;
  const wentDown = (reason: string) => {
    if (down || closing) return;
    down = true;
    log.error({ reason }, 'Redis is unreachable: rate limits count in this instance only until it is back');
  };
  client.on('error', (error: Error) => wentDown(error.message));
  client.on('close', () => wentDown('connection closed'));
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis is reachable again: rate limits are shared again');
  });
  try {
    await client.connect();
  } catch {
    // Logged by the error handler; the client keeps trying.
  }
  return {
    client,
    reachable: () =>
      client.ping().then(
        () => true,
        () => false,
      ),
    commandFailed() {
      // Once per outage: until the connection is ready again, commands fail at once anyway.
      if (down || closing || client.status !== 'ready') return;
      wentDown('a command got no answer in time');
      client.disconnect(true);
    },
    close() {
      closing = true;
      client.disconnect();
    },
  };
}
