import { describe, expect, it } from 'vitest';
import { subscriptionOutcome } from './subscription-check.ts';

describe('subscriptionOutcome (SPEC section 4)', () => {
  it.each([
    ['active counts as subscribed', { ok: true, status: 'active' } as const, { isSubscribed: true, isSubscribedAPIError: false }],
    ['trial counts as subscribed', { ok: true, status: 'trial' } as const, { isSubscribed: true, isSubscribedAPIError: false }],
    ['canceled does not', { ok: true, status: 'canceled' } as const, { isSubscribed: false, isSubscribedAPIError: false }],
    ['inactive does not', { ok: true, status: 'inactive' } as const, { isSubscribed: false, isSubscribedAPIError: false }],
    ['an unknown status does not', { ok: true, status: 'paused' } as const, { isSubscribed: false, isSubscribedAPIError: false }],
    ['a failed check is not subscribed, and flagged', { ok: false } as const, { isSubscribed: false, isSubscribedAPIError: true }],
  ])('%s', (_name, answer, expected) => {
    expect(subscriptionOutcome(answer)).toEqual(expected);
  });
});
