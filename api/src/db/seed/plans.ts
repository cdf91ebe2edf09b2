import { HOME_PLANS } from '@app/shared/plans/plan-display';
import type { PlanTable } from '../schema.ts';

/** SPEC section 9: the three AUD plans of the home page, each with a 14-day free trial, from shared. */
export const STRIPE_PLANS: Omit<PlanTable, 'active'>[] = HOME_PLANS.map((plan, index) => ({
  id: plan.id,
  code: plan.code,
  name: plan.name,
  paymentProvider: 'STRIPE',
  currency: 'AUD',
  priceCents: plan.priceCents,
  interval: plan.interval,
  intervalCount: plan.intervalCount,
  trialDays: plan.trialDays,
  offLabel: plan.offLabel,
  sortOrder: index + 1,
  providerPriceId: null,
}));
