import { monthlyEquivalentCents, planDisplay } from '@app/shared/plans/plan-display';
import type { Plan as PlanData } from '@app/shared/api-contract/subscription-service';
import type { Plan } from '../../db/schema.ts';

/** A plan row as the API sends it, with SPEC section 9's card strings from the shared rule. */
export function toPlanData(plan: Plan): PlanData {
  return {
    id: plan.id,
    code: plan.code,
    name: plan.name,
    paymentProvider: plan.paymentProvider,
    currency: plan.currency,
    priceCents: plan.priceCents,
    interval: plan.interval,
    intervalCount: plan.intervalCount,
    monthlyEquivalentCents: monthlyEquivalentCents(plan),
    trialDays: plan.trialDays,
    ...planDisplay(plan),
    sortOrder: plan.sortOrder,
  };
}
