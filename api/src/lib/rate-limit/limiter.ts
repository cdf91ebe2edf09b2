import type { FastifyBaseLogger } from 'fastify';
import { ACCOUNT_MESSAGES, rateLimitedMessage } from '@app/shared/messages';
import { ApiError } from '../api-error.ts';
import type { RateLimitName, RateLimitRules } from './rules.ts';
import type { RateLimitStore } from './store.ts';

export type RateLimitCheck = readonly [RateLimitName, string];

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
  close(): Promise<void>;
}

export function createRateLimiter(store: RateLimitStore, rules: RateLimitRules, log: FastifyBaseLogger): RateLimiter {
  async function count(checks: readonly RateLimitCheck[]) {
    let retryAfterMs = 0;
    let exceeded: RateLimitName | null = null;
    for (const [name, key] of checks) {
      const rule = rules[name];
      try {
        const { count, resetInMs } = await store.hit(`${name}:${key}`, rule.windowMs);
        if (count > rule.max && resetInMs >= retryAfterMs) {
          retryAfterMs = Math.max(resetInMs, 1);
          exceeded = name;
        }
      } catch (error) {
        // A broken counter store must not lock every member out: log it and let the call through.
        log.error({ err: error, rule: name }, 'rate-limit store failed');
      }
    }
    return { retryAfterMs, exceeded };
  }

  return {
    async consume(checks) {
      const { retryAfterMs, exceeded } = await count(checks);
      if (!exceeded) return;
      const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
      throw new ApiError(429, 'RATE_LIMITED', RULE_MESSAGES[exceeded] ?? rateLimitedMessage(retryAfterSeconds), null, {
        'Retry-After': String(retryAfterSeconds),
      });
    },
    async allows(checks) {
      return (await count(checks)).exceeded === null;
    },
    close: () => store.close(),
  };
}
