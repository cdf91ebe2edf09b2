import { describe, expect, it } from 'vitest';
import {
  nextSubscriptionState,
  startedSubscription,
  type SubscriptionEvent,
  type SubscriptionState,
} from '../../src/payments/subscription-states.ts';

const DAY = 24 * 60 * 60 * 1000;
const base: SubscriptionState = {
  status: 'trial',
  trialEndsAt: 14 * DAY,
  currentPeriodEnd: 14 * DAY,
  cancelAtPeriodEnd: false,
  canceledAt: null,
};
const trial = base;
const active: SubscriptionState = { ...base, status: 'active', currentPeriodEnd: 44 * DAY };
const cancelling: SubscriptionState = { ...active, cancelAtPeriodEnd: true, canceledAt: 20 * DAY };
const canceled: SubscriptionState = { ...cancelling, status: 'canceled' };
const inactive: SubscriptionState = { ...active, status: 'inactive' };

describe('the subscription state machine', () => {
  it.each<[string, SubscriptionState, SubscriptionEvent, Partial<SubscriptionState> | null]>([
    ['cancel a trial', trial, { type: 'cancel', at: 5 * DAY }, { status: 'trial', cancelAtPeriodEnd: true, canceledAt: 5 * DAY }],
    [
      'cancel an active plan',
      active,
      { type: 'cancel', at: 20 * DAY },
      { status: 'active', cancelAtPeriodEnd: true, canceledAt: 20 * DAY },
    ],
    ['cancel twice', cancelling, { type: 'cancel', at: 21 * DAY }, null],
    ['cancel a canceled plan', canceled, { type: 'cancel', at: 50 * DAY }, null],
    ['cancel an inactive plan', inactive, { type: 'cancel', at: 50 * DAY }, null],
    ['undo a cancel', cancelling, { type: 'undo-cancel' }, { status: 'active', cancelAtPeriodEnd: false, canceledAt: null }],
    ['undo without a cancel', active, { type: 'undo-cancel' }, null],
    ['undo after the end', canceled, { type: 'undo-cancel' }, null],
    ['the trial ends', trial, { type: 'trial-ended', periodEnd: 44 * DAY }, { status: 'active', currentPeriodEnd: 44 * DAY }],
    ['a cancelled trial does not turn paid', { ...trial, cancelAtPeriodEnd: true }, { type: 'trial-ended', periodEnd: 44 * DAY }, null],
    ['a renewal', active, { type: 'renewed', periodEnd: 74 * DAY }, { status: 'active', currentPeriodEnd: 74 * DAY }],
    ['no renewal after a cancel', cancelling, { type: 'renewed', periodEnd: 74 * DAY }, null],
    ['the period ends after a cancel', cancelling, { type: 'period-ended', at: 44 * DAY }, { status: 'canceled' }],
    ['the period end without a cancel is a renewal, not an end', active, { type: 'period-ended', at: 44 * DAY }, null],
    ['a failed payment', active, { type: 'payment-failed', at: 44 * DAY }, { status: 'inactive', cancelAtPeriodEnd: false }],
    ['a failed payment on an ended plan', canceled, { type: 'payment-failed', at: 50 * DAY }, null],
  ])('%s', (_name, state, event, expected) => {
    const next = nextSubscriptionState(state, event);
    if (expected === null) expect(next).toBeNull();
    else expect(next).toEqual({ ...state, ...expected });
  });

  it('a checkout starts the trial, or the first period when the plan has none', () => {
    expect(startedSubscription(0, 14, 30 * DAY)).toEqual({
      status: 'trial',
      trialEndsAt: 14 * DAY,
      currentPeriodEnd: 14 * DAY,
      cancelAtPeriodEnd: false,
      canceledAt: null,
    });
    expect(startedSubscription(0, 0, 30 * DAY)).toEqual({
      status: 'active',
      trialEndsAt: null,
      currentPeriodEnd: 30 * DAY,
      cancelAtPeriodEnd: false,
      canceledAt: null,
    });
  });
});
