/** The subscription service (SPEC section 7): paths, and the request and reply types of its schemas (./schemas/subscription.ts). */
import type { SubscriptionStatus } from './schemas/subscription.ts';

export type { ApiEnvelope } from './envelope.ts';
export type {
  CardProviderData,
  CardProviderName,
  CheckoutSessionData,
  CheckoutSessionRequest,
  PaymentProvider,
  Plan,
  PlanInterval,
  PlansQuery,
  SubscriptionStatus,
  UserSubscriptionData,
  WebhookData,
} from './schemas/subscription.ts';

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

/** SPEC: active and trial count as subscribed; canceled and inactive do not. */
export const SUBSCRIBED_STATUSES: readonly SubscriptionStatus[] = ['active', 'trial'];

export function isSubscribedStatus(status: SubscriptionStatus): boolean {
  return SUBSCRIBED_STATUSES.includes(status);
}
