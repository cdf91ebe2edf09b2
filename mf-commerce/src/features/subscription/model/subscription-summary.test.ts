import { describe, expect, it } from 'vitest';
import type { UserSubscriptionData } from '@app/shared/api-contract/subscription-service';
import { formatBillingDate, planPriceText, preselectedPlanId, subscriptionSummary, trialDaysLeftText } from './subscription-summary.ts';
import { TEST_PLANS as PLANS, TEST_TRIAL } from './test-fixtures.ts';

const base: UserSubscriptionData = { ...TEST_TRIAL, planId: 1 };

const summarize = (overrides: Partial<UserSubscriptionData>) =>
  subscriptionSummary({ ...base, ...overrides }, PLANS, { regionId: 1, timeZone: 'Australia/Sydney' });

describe('subscriptionSummary', () => {
  it.each<[string, Partial<UserSubscriptionData>, Partial<ReturnType<typeof subscriptionSummary>>]>([
    [
      'a trial: days left, the first charge at its end, cancel offered',
      {},
      {
        statusLabel: 'Free trial',
        planName: 'Annual',
        planPrice: '$119.99 every year',
        trialDaysLeft: '13 days left in your free trial',
        nextCharge: '$119.99 on 7 December 2026',
        endNotice: null,
        canCancel: true,
        canUndoCancel: false,
        storeLink: null,
      },
    ],
    [
      'a trial canceled: shown as Canceled, no charge, access until the trial ends, undo offered',
      { cancelAtPeriodEnd: true, canceledAt: '2026-11-23T10:00:00.000Z' },
      {
        statusLabel: 'Canceled',
        nextCharge: null,
        endNotice: 'Your access ends on 7 December 2026. You will not be charged.',
        canCancel: false,
        canUndoCancel: true,
      },
    ],
    [
      'active: the next renewal, no trial line',
      { status: 'active', planId: 2, trialDaysLeft: null, currentPeriodEnd: '2027-03-07T10:00:00.000Z' },
      {
        statusLabel: 'Active',
        planPrice: '$49.99 every 3 months',
        trialDaysLeft: null,
        nextCharge: '$49.99 on 7 March 2027',
        canCancel: true,
      },
    ],
    [
      'ended: canceled, nothing to charge, nothing to cancel or undo',
      { status: 'canceled', trialDaysLeft: null, cancelAtPeriodEnd: true },
      { statusLabel: 'Canceled', nextCharge: null, endNotice: null, canCancel: false, canUndoCancel: false },
    ],
    [
      'inactive',
      { status: 'inactive', trialDaysLeft: null },
      { statusLabel: 'Inactive', nextCharge: null, canCancel: false, canUndoCancel: false },
    ],
    [
      'bought on Google Play: managed in the store, not here',
      { paymentProvider: 'GOOGLE' },
      {
        storeLink: { label: 'Manage on Google Play', href: 'https://play.google.com/store/account/subscriptions' },
        canCancel: false,
        canUndoCancel: false,
      },
    ],
    [
      'bought on the App Store: managed in the store, not here',
      { paymentProvider: 'APPLE', cancelAtPeriodEnd: true },
      {
        storeLink: { label: 'Manage on the App Store', href: 'https://apps.apple.com/account/subscriptions' },
        canCancel: false,
        canUndoCancel: false,
      },
    ],
    [
      'a plan no longer on sale: no name, no price, no charge figure',
      { planId: 99 },
      { planName: null, planPrice: null, nextCharge: null },
    ],
  ])('%s', (_rule, overrides, expected) => {
    expect(summarize(overrides)).toMatchObject(expected);
  });
});

describe('texts', () => {
  it.each([
    [14, '14 days left in your free trial'],
    [1, '1 day left in your free trial'],
    [0, 'Today is the last day of your free trial'],
  ])('trialDaysLeftText(%i) = %s', (days, text) => {
    expect(trialDaysLeftText(days)).toBe(text);
  });

  it.each([
    [PLANS[0]!, '$119.99 every year'],
    [PLANS[1]!, '$49.99 every 3 months'],
    [PLANS[2]!, '$19.99 every month'],
  ])('planPriceText(%o) = %s', (value, text) => {
    expect(planPriceText(value)).toBe(text);
  });

  it.each([
    [1, '7 December 2026'],
    [2, '7 December 2026'],
    [3, 'December 7, 2026'],
    [undefined, '7 December 2026'],
  ])('formatBillingDate in region %s = %s', (regionId, text) => {
    expect(formatBillingDate('2026-12-07T10:00:00.000Z', regionId, 'UTC')).toBe(text);
  });

  it.each([
    ['2', 2],
    [3, 3],
    ['99', 1],
    [null, 1],
    [undefined, 1],
    ['abc', 1],
  ])('preselectedPlanId(%s) = %i', (wanted, id) => {
    expect(preselectedPlanId(PLANS, wanted)).toBe(id);
  });

  it('preselects nothing when nothing is on sale', () => {
    expect(preselectedPlanId([], '2')).toBeNull();
  });
});
