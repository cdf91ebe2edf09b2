/** The subscription service (SPEC section 7): paths and reply `data` types. */
export type { ApiEnvelope } from './envelope.ts';

export const SUBSCRIPTION_SERVICE_PREFIX = '/subscription/subscription-service';

export const SUBSCRIPTION_SERVICE_PATHS = {
  /** GET, authenticated. */
  userSubscription: `${SUBSCRIPTION_SERVICE_PREFIX}/api/user-subscription`,
  /** GET, public; query paymentProvider=STRIPE. */
  plans: `${SUBSCRIPTION_SERVICE_PREFIX}/pub/api/plans`,
  /** POST, authenticated: cancel at the end of the trial or period (access stays until then). */
  cancel: `${SUBSCRIPTION_SERVICE_PREFIX}/api/cancel`,
  /** POST, authenticated: take back a cancel before the period ends. */
  cancelActivation: `${SUBSCRIPTION_SERVICE_PREFIX}/api/cancelActivation`,
  /** POST, authenticated: which card provider takes the money, and where the member manages her card. */
  cardProviderInitialize: `${SUBSCRIPTION_SERVICE_PREFIX}/api/card-provider/initialize`,
  /** POST, authenticated: a checkout for a plan; the reply's url is where the browser goes next. */
  cardProviderCheckoutSession: `${SUBSCRIPTION_SERVICE_PREFIX}/api/card-provider/checkout-session`,
  /** POST, public: the provider's signed notifications (Stripe webhooks; the local checkout's events). */
  webhook: `${SUBSCRIPTION_SERVICE_PREFIX}/pub/api/webhook`,
  /** GET and POST, public (local provider only): the stand-in for a hosted checkout page, `/:sessionId`. */
  localCheckout: `${SUBSCRIPTION_SERVICE_PREFIX}/pub/local-checkout`,
} as const;

/** The local checkout's test cards (Stripe's own test numbers), and what a real checkout says when one is declined. */
export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;
export const CARD_DECLINED_MESSAGE = 'Your card was declined.';

export type CardProviderName = 'local' | 'stripe';

/** POST card-provider/initialize. */
export interface CardProviderData {
  provider: CardProviderName;
  /** Where the member changes her card (Stripe's customer portal); null without a card on file. */
  manageCardUrl: string | null;
}

/** POST card-provider/checkout-session body. */
export interface CheckoutSessionRequest {
  planId: number;
}

/** POST card-provider/checkout-session reply. */
export interface CheckoutSessionData {
  /** The checkout page to open (Stripe's hosted checkout, or the app's local one). */
  url: string;
  checkoutId: string;
}

/** POST webhook reply. */
export interface WebhookData {
  received: true;
  /** False for a duplicate or an event that changes nothing. */
  applied: boolean;
}

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
