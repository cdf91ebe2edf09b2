/** The subscription service (SPEC section 7): paths and reply `data` types. */
export type { ApiEnvelope } from './envelope.ts';

export const SUBSCRIPTION_SERVICE_PREFIX = '/subscription/subscription-service';

export const SUBSCRIPTION_SERVICE_PATHS = {
  /** GET, authenticated. */
  userSubscription: `${SUBSCRIPTION_SERVICE_PREFIX}/api/user-subscription`,
  /** GET, public; query paymentProvider=STRIPE. */
  plans: `${SUBSCRIPTION_SERVICE_PREFIX}/pub/api/plans`,
} as const;

export type SubscriptionStatus = 'active' | 'trial' | 'canceled' | 'inactive';
/** SPEC: active and trial count as subscribed; canceled and inactive do not. */
export const SUBSCRIBED_STATUSES: readonly SubscriptionStatus[] = ['active', 'trial'];

export function isSubscribedStatus(status: SubscriptionStatus): boolean {
  return SUBSCRIBED_STATUSES.includes(status);
}

export type PaymentProvider = 'STRIPE' | 'GOOGLE' | 'APPLE';
export type PlanInterval = 'month' | 'year';

/** GET user-subscription. A member who never subscribed is `inactive` with nulls. */
export interface UserSubscriptionData {
  status: SubscriptionStatus;
  planId: number | null;
  paymentProvider: PaymentProvider | null;
  /** ISO timestamps, or null. */
  trialEndsAt: string | null;
  /** Calendar days of trial left on the member's own clock (Timezone header): 0 on its last day; null outside a trial. */
  trialDaysLeft: number | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: string | null;
}

/** GET plans: one entry of SPEC section 9's plan list, amounts in cents of `currency`. */
export interface Plan {
  id: number;
  code: 'annual' | 'quarterly' | 'monthly';
  name: string;
  paymentProvider: PaymentProvider;
  currency: 'AUD';
  /** What is billed each period, in cents: 11999 for $119.99. */
  priceCents: number;
  interval: PlanInterval;
  intervalCount: number;
  /** The per-month equivalent, in cents: 1000 for $10/mo. */
  monthlyEquivalentCents: number;
  trialDays: number;
  /** Display strings of the plan card: "$10/mo", "billed $119.99 annually", "50% OFF". */
  primaryValue: string;
  secondaryValue: string;
  offValue: string | null;
  sortOrder: number;
}

export interface PlansQuery {
  paymentProvider: PaymentProvider;
}
