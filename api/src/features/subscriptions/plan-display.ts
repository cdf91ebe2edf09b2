import type { Plan as PlanData } from '@app/shared/api-contract/subscription-service';
import type { Plan } from '../../db/schema.ts';

/** "$10" for whole dollars, else "$16.66". */
export function formatDollars(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}

export function monthsPerPeriod(plan: Pick<Plan, 'interval' | 'intervalCount'>): number {
  return plan.interval === 'year' ? 12 * plan.intervalCount : plan.intervalCount;
}

/** The per-month price, to the cent: $119.99 a year is $10/mo, $49.99 a quarter $16.66/mo. */
export function monthlyEquivalentCents(plan: Pick<Plan, 'priceCents' | 'interval' | 'intervalCount'>): number {
  return Math.round(plan.priceCents / monthsPerPeriod(plan));
}

function billingPeriod(plan: Pick<Plan, 'interval' | 'intervalCount'>): string {
  if (plan.interval === 'year') return plan.intervalCount === 1 ? 'annually' : `every ${plan.intervalCount} years`;
  if (plan.intervalCount === 1) return 'monthly';
  if (plan.intervalCount === 3) return 'quarterly';
  return `every ${plan.intervalCount} months`;
}

/** SPEC section 9's plan card: "$10/mo", "billed $119.99 annually", "50% OFF". */
export function toPlanData(plan: Plan): PlanData {
  const perMonth = monthlyEquivalentCents(plan);
  return {
    id: plan.id,
    code: plan.code,
    name: plan.name,
    paymentProvider: plan.paymentProvider,
    currency: plan.currency,
    priceCents: plan.priceCents,
    interval: plan.interval,
    intervalCount: plan.intervalCount,
    monthlyEquivalentCents: perMonth,
    trialDays: plan.trialDays,
    primaryValue: `${formatDollars(perMonth)}/mo`,
    secondaryValue: `billed ${formatDollars(plan.priceCents)} ${billingPeriod(plan)}`,
    offValue: plan.offLabel,
    sortOrder: plan.sortOrder,
  };
}
