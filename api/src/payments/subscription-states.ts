import { instant } from '@app/shared/dates';
import type { SubscriptionStatus } from '@app/shared/api-contract/subscription-service';

/** What a payments provider decides about a subscription (times in ms since the epoch). */
export interface SubscriptionState {
  status: SubscriptionStatus;
  trialEndsAt: number | null;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
}

/** What can happen to a subscription: the member's actions, and the provider's billing events. */
export type SubscriptionEvent =
  | { type: 'cancel'; at: number }
  | { type: 'undo-cancel' }
  /** The trial ran out and the first payment went through: the first paid period starts. */
  | { type: 'trial-ended'; periodEnd: number }
  /** A renewal payment went through. */
  | { type: 'renewed'; periodEnd: number }
  /** The period (or trial) ran out with cancel at period end set: access ends. */
  | { type: 'period-ended'; at: number }
  /** A payment failed for good: access ends. */
  | { type: 'payment-failed'; at: number };

/** A new subscription from a checkout: a trial of `trialDays`, or active at once without one. */
export function startedSubscription(now: number, trialDays: number, periodEnd: number): SubscriptionState {
  const trialEndsAt = trialDays > 0 ? instant(now).add(trialDays, 'day').valueOf() : null;
  return {
    status: trialEndsAt ? 'trial' : 'active',
    trialEndsAt,
    currentPeriodEnd: trialEndsAt ?? periodEnd,
    cancelAtPeriodEnd: false,
    canceledAt: null,
  };
}

const LIVE: readonly SubscriptionStatus[] = ['trial', 'active'];

/**
 * The one state machine of subscriptions (trial, active, canceled, inactive), the same for every
 * provider. Null when the event does not apply in this state (the caller answers 409).
 */
export function nextSubscriptionState(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState | null {
  const live = LIVE.includes(state.status);
  switch (event.type) {
    case 'cancel':
      return live && !state.cancelAtPeriodEnd ? { ...state, cancelAtPeriodEnd: true, canceledAt: event.at } : null;
    case 'undo-cancel':
      return live && state.cancelAtPeriodEnd ? { ...state, cancelAtPeriodEnd: false, canceledAt: null } : null;
    case 'trial-ended':
      return state.status === 'trial' && !state.cancelAtPeriodEnd
        ? { ...state, status: 'active', currentPeriodEnd: event.periodEnd }
        : null;
    case 'renewed':
      return state.status === 'active' && !state.cancelAtPeriodEnd ? { ...state, currentPeriodEnd: event.periodEnd } : null;
    case 'period-ended':
      return live && state.cancelAtPeriodEnd ? { ...state, status: 'canceled' } : null;
    case 'payment-failed':
      return live ? { ...state, status: 'inactive', cancelAtPeriodEnd: false } : null;
  }
}
