import type { PlanTable } from '../schema.ts';

/** SPEC section 9: the three AUD plans of the home page, each with a 14-day free trial. */
export const TRIAL_DAYS = 14;

export const STRIPE_PLANS: Omit<PlanTable, 'active'>[] = [
  {
    id: 1,
    code: 'annual',
    name: 'Annual',
    paymentProvider: 'STRIPE',
    currency: 'AUD',
    priceCents: 11999,
    interval: 'year',
    intervalCount: 1,
    trialDays: TRIAL_DAYS,
    offLabel: '50% OFF',
    sortOrder: 1,
    providerPriceId: null,
  },
  {
    id: 2,
    code: 'quarterly',
    name: 'Quarterly',
    paymentProvider: 'STRIPE',
    currency: 'AUD',
    priceCents: 4999,
    interval: 'month',
    intervalCount: 3,
    trialDays: TRIAL_DAYS,
    offLabel: null,
    sortOrder: 2,
    providerPriceId: null,
  },
  {
    id: 3,
    code: 'monthly',
    name: 'Monthly',
    paymentProvider: 'STRIPE',
    currency: 'AUD',
    priceCents: 1999,
    interval: 'month',
    intervalCount: 1,
    trialDays: TRIAL_DAYS,
    offLabel: null,
    sortOrder: 3,
    providerPriceId: null,
  },
];
