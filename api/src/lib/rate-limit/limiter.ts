import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ACCOUNT_MESSAGES, rateLimitedMessage } from '@app/shared/messages';
import { ApiError } from '../api-error.ts';
import type { RateLimitRedis } from './redis-connection.ts';
import type { RateLimitName, RateLimitRule, RateLimitRules } from './rules.ts';

type RateLimitCheck = readonly [RateLimitName, string];

/** The Redis of the shared counters: answering, not answering (limits per instance), or not set. */
export type RedisState = 'ok' | 'unreachable' | 'not-configured';

/** Rules whose refusal reads better than the generic "Too many attempts". */
const RULE_MESSAGES: Partial<Record<RateLimitName, string>> = {
  createOtpAccountBurst: ACCOUNT_MESSAGES.otpResendTooSoon,
};

export interface RateLimiter {
  /**
   * Counts one hit of each (rule, key) pair; throws a 429 ApiError, with the seconds until the
   * longest of the exceeded windows lifts, when any is over its limit.
   */
  consume(checks: readonly RateLimitCheck[]): Promise<void>;
  /** The same count, answering false instead of throwing. */
  allows(checks: readonly RateLimitCheck[]): Promise<boolean>;
  /** Whether the key has used up its rule's hits in the current window, counting none. */
  exhausted(check: RateLimitCheck): Promise<boolean>;
  redisState(): Promise<RedisState>;
}

/** Shared counters: a Redis connection and the prefix of the keys. */
export interface SharedCounters {
  redis: RateLimitRedis;
  keyPrefix: string;
}

/**
 * A RateLimiterMemory that tells the connection each time it stands in for Redis: a Redis that
 * stopped answering without closing the connection is then reconnected, so the next requests
 * count in memory at once instead of each waiting for the command time-out.
 */
class InsuranceLimiter extends RateLimiterMemory {
  constructor(
    rule: RateLimitRule,
    keyPrefix: string,
    private readonly standingIn: () => void,
  ) {
    super({ points: rule.max, duration: rule.windowMs / 1000, keyPrefix });
  }

  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    this.standingIn();
    return super.consume(...args);
  }

  override get(...args: Parameters<RateLimiterMemory['get']>) {
    this.standingIn();
    return super.get(...args);
  }
}

/**
 * One rate-limiter-flexible limiter per rule: in memory, or in Redis with a memory insurance
 * limiter that answers whenever Redis does not (down, or no answer within the command time-out),
 * so an outage degrades to per-instance limits instead of hanging or letting everything through.
 * Fixed windows; key `<prefix>rl:<rule>:<key>` in Redis.
 */
function limiterOf(name: RateLimitName, rule: RateLimitRule, shared: SharedCounters | null): RateLimiterAbstract {
  if (!shared) return new RateLimiterMemory({ points: rule.max, duration: rule.windowMs / 1000, keyPrefix: name });
  return new RateLimiterRedis({
    storeClient: shared.redis.client,
    points: rule.max,
    duration: rule.windowMs / 1000,
    keyPrefix: `${shared.keyPrefix}rl:${name}`,
    // A command while the connection is down goes to the insurance at once.
    rejectIfRedisNotReady: true,
    insuranceLimiter: new InsuranceLimiter(rule, name, () => shared.redis.commandFailed()),
  });
}

export function createRateLimiter(rules: RateLimitRules, shared: SharedCounters | null): RateLimiter {
  const limiters = Object.fromEntries(
    (Object.keys(rules) as RateLimitName[]).map((name) => [name, limiterOf(name, rules[name], shared)]),
  ) as Record<RateLimitName, RateLimiterAbstract>;

  /** Counts every check at once; the refused rule whose window lifts last, if any. */
  async function count(checks: readonly RateLimitCheck[]): Promise<{ rule: RateLimitName; msBeforeNext: number } | null> {
    const refusals = await Promise.all(
      checks.map(([rule, key]) =>
        limiters[rule].consume(key).then(
          () => null,
          (refusal: unknown) => {
            if (refusal instanceof RateLimiterRes) return { rule, msBeforeNext: refusal.msBeforeNext };
            throw refusal;
          },
        ),
      ),
    );
    let longest: { rule: RateLimitName; msBeforeNext: number } | null = null;
    for (const refusal of refusals) if (refusal && (!longest || refusal.msBeforeNext >= longest.msBeforeNext)) longest = refusal;
    return longest;
  }

  return {
    async consume(checks) {
      const refusal = await count(checks);
      if (!refusal) return;
      const retryAfterSeconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw new ApiError(429, 'RATE_LIMITED', RULE_MESSAGES[refusal.rule] ?? rateLimitedMessage(retryAfterSeconds), null, {
        'Retry-After': String(retryAfterSeconds),
      });
    },
    async allows(checks) {
      return (await count(checks)) === null;
    },
    async exhausted([rule, key]) {
      const state = await limiters[rule].get(key);
      return state !== null && state.consumedPoints >= rules[rule].max && state.msBeforeNext > 0;
    },
    async redisState() {
      if (!shared) return 'not-configured';
      return (await shared.redis.reachable()) ? 'ok' : 'unreachable';
    },
  };
}
