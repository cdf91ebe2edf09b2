import { describe, expect, it } from 'vitest';
import { isSubscribedStatus, type SubscriptionStatus } from '@app/shared/api-contract/subscription-service';
import { SUBSCRIPTION_COMPLETE_COPY } from './subscription-complete-copy.ts';

describe('SUBSCRIPTION_COMPLETE_COPY', () => {
  it.each<[SubscriptionStatus, string, string]>([
    ['active', 'You are all set', 'Your subscription is active.'],
    ['trial', 'You are all set', 'Your free trial is active.'],
    ['canceled', 'No active subscription', 'Your subscription was canceled.'],
    ['inactive', 'No active subscription', 'Your subscription is not active.'],
  ])('%s: %s / %s', (status, heading, lead) => {
    expect(SUBSCRIPTION_COMPLETE_COPY[status]).toEqual({ heading, lead });
  });

  it('says a member is set only when the status counts as subscribed', () => {
    for (const [status, copy] of Object.entries(SUBSCRIPTION_COMPLETE_COPY)) {
      expect(copy.heading === 'You are all set').toBe(isSubscribedStatus(status as SubscriptionStatus));
    }
  });
});
