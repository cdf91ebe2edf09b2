/** The subscription service's shapes (SPEC section 7): plans, her subscription, the card provider and checkout. */
import { Type, type Static } from 'typebox';
import { NullableString, StrictObject } from './common.ts';

export const SubscriptionStatusSchema = Type.Enum(['active', 'trial', 'canceled', 'inactive']);
export type SubscriptionStatus = Static<typeof SubscriptionStatusSchema>;

export const PaymentProviderSchema = Type.Enum(['STRIPE', 'GOOGLE', 'APPLE']);
export type PaymentProvider = Static<typeof PaymentProviderSchema>;

export const PlanIntervalSchema = Type.Enum(['month', 'year']);
export type PlanInterval = Static<typeof PlanIntervalSchema>;

/** GET plans: one entry of SPEC section 9's plan list, amounts in cents of `currency`. */
export const PlanSchema = Type.Object({
  id: Type.Integer(),
  code: Type.Enum(['annual', 'quarterly', 'monthly']),
  name: Type.String(),
  paymentProvider: PaymentProviderSchema,
  currency: Type.Literal('AUD'),
  priceCents: Type.Integer({ description: 'What is billed each period, in cents: 11999 for $119.99' }),
  interval: PlanIntervalSchema,
  intervalCount: Type.Integer(),
  monthlyEquivalentCents: Type.Integer({ description: 'The per-month equivalent, in cents: 1000 for $10/mo' }),
  trialDays: Type.Integer(),
  primaryValue: Type.String({ description: 'Display strings of the plan card: "$10/mo", "billed $119.99 annually", "50% OFF"' }),
  secondaryValue: Type.String(),
  offValue: NullableString,
  sortOrder: Type.Integer(),
});
export type Plan = Static<typeof PlanSchema>;

export const PlansQuerySchema = StrictObject({ paymentProvider: PaymentProviderSchema });
export type PlansQuery = Static<typeof PlansQuerySchema>;

/** GET user-subscription. A member who never subscribed is `inactive` with nulls. */
export const UserSubscriptionSchema = Type.Object({
  status: SubscriptionStatusSchema,
  planId: Type.Union([Type.Integer(), Type.Null()]),
  paymentProvider: Type.Union([PaymentProviderSchema, Type.Null()]),
  trialEndsAt: Type.Union([Type.String(), Type.Null()], { description: 'An ISO timestamp, or null' }),
  trialDaysLeft: Type.Union([Type.Integer(), Type.Null()], {
    description: "Calendar days of trial left on the member's own clock (Timezone header): 0 on its last day; null outside a trial",
  }),
  currentPeriodEnd: NullableString,
  cancelAtPeriodEnd: Type.Boolean(),
  canceledAt: NullableString,
});
export type UserSubscriptionData = Static<typeof UserSubscriptionSchema>;

export const CardProviderNameSchema = Type.Enum(['local', 'stripe']);
export type CardProviderName = Static<typeof CardProviderNameSchema>;

/** POST card-provider/initialize. */
export const CardProviderSchema = Type.Object({
  provider: CardProviderNameSchema,
  manageCardUrl: Type.Union([Type.String(), Type.Null()], {
    description: "Where the member changes her card (Stripe's customer portal); null without a card on file",
  }),
});
export type CardProviderData = Static<typeof CardProviderSchema>;

/** POST card-provider/checkout-session body. */
export const CheckoutSessionRequestSchema = StrictObject({ planId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export type CheckoutSessionRequest = Static<typeof CheckoutSessionRequestSchema>;

/** POST card-provider/checkout-session reply. */
export const CheckoutSessionSchema = Type.Object({
  url: Type.String({ description: "The checkout page to open (Stripe's hosted checkout, or the app's local one)" }),
  checkoutId: Type.String(),
});
export type CheckoutSessionData = Static<typeof CheckoutSessionSchema>;

/** POST webhook reply. */
export const WebhookSchema = Type.Object({
  received: Type.Literal(true),
  applied: Type.Boolean({ description: 'False for a duplicate or an event that changes nothing' }),
});
export type WebhookData = Static<typeof WebhookSchema>;

/** The local checkout's form: a test card number (digits and spaces). */
export const LocalCardSchema = StrictObject({ cardNumber: Type.String({ minLength: 1, maxLength: 32, pattern: '^[0-9 ]+$' }) });

export const LocalCheckoutParamsSchema = StrictObject({
  checkoutId: Type.String({ minLength: 1, maxLength: 64, pattern: '^local_cs_[A-Za-z0-9_-]+$' }),
});
