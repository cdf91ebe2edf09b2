import type { SubscriptionStatus } from '@app/shared/api-contract/subscription-service';

export interface SubscriptionCompleteCopy {
  heading: string;
  lead: string;
}

/** What /subscriptionComplete says for each status of GET user-subscription: only what is true. */
export const SUBSCRIPTION_COMPLETE_COPY: Record<SubscriptionStatus, SubscriptionCompleteCopy> = {
  active: { heading: 'You are all set', lead: 'Your subscription is active.' },
  trial: { heading: 'You are all set', lead: 'Your free trial is active.' },
  canceled: { heading: 'No active subscription', lead: 'Your subscription was canceled.' },
  inactive: { heading: 'No active subscription', lead: 'Your subscription is not active.' },
};
