import type { Plan, UserSubscriptionData } from '@app/shared/api-contract/subscription-service';

const plan = (
  id: number,
  name: string,
  priceCents: number,
  interval: 'month' | 'year',
  intervalCount: number,
  primaryValue: string,
  secondaryValue: string,
): Plan => ({
  id,
  code: name.toLowerCase() as Plan['code'],
  name,
  paymentProvider: 'STRIPE',
  currency: 'AUD',
  priceCents,
  interval,
  intervalCount,
  monthlyEquivalentCents: Math.round(priceCents / (interval === 'year' ? 12 : intervalCount)),
  trialDays: 14,
  primaryValue,
  secondaryValue,
  offValue: id === 1 ? '50% OFF' : null,
  sortOrder: id,
});

/** The three plans of SPEC section 9 as GET plans answers them, for the tests of this feature. */
export const TEST_PLANS: readonly Plan[] = [
  plan(1, 'Annual', 11999, 'year', 1, '$10/mo', 'billed $119.99 annually'),
  plan(2, 'Quarterly', 4999, 'month', 3, '$16.66/mo', 'billed $49.99 quarterly'),
  plan(3, 'Monthly', 1999, 'month', 1, '$19.99/mo', 'billed $19.99 monthly'),
];

/** A member on day one of her 14-day trial of the monthly plan, as GET user-subscription answers. */
export const TEST_TRIAL: UserSubscriptionData = {
  status: 'trial',
  planId: 3,
  paymentProvider: 'STRIPE',
  trialEndsAt: '2026-12-07T10:00:00.000Z',
  trialDaysLeft: 13,
  currentPeriodEnd: '2026-12-07T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  canceledAt: null,
};
