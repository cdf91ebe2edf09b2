import type { BaseMethodPlan } from '../api-contract/home-screen.ts';

/**
 * SPEC section 9: the plans of the home page (AUD), each with a 2-week free trial, and how a
 * plan card reads: "$10/mo", "billed $119.99 annually", "50% OFF".
 */
export const FREE_TRIAL_DAYS = 14;
/** Days before the end of a trial that the reminder email is sent (issue 13): the API sends it, the plan picker and the billing terms say it. */
export const TRIAL_REMINDER_DAYS = 3;

export type PlanCode = 'annual' | 'quarterly' | 'monthly';

export interface PlanPrice {
  id: number;
  code: PlanCode;
  name: string;
  /** What is billed each period, in cents. */
  priceCents: number;
  interval: 'month' | 'year';
  intervalCount: number;
  offLabel: string | null;
  trialDays: number;
}

/** The three plans as SPEC section 9 lists them, in display order; ids are the planId of sign-up links. */
export const HOME_PLANS: readonly PlanPrice[] = [
  {
    id: 1,
    code: 'annual',
    name: 'Annual',
    priceCents: 11999,
    interval: 'year',
    intervalCount: 1,
    offLabel: '50% OFF',
    trialDays: FREE_TRIAL_DAYS,
  },
  {
    id: 2,
    code: 'quarterly',
    name: 'Quarterly',
    priceCents: 4999,
    interval: 'month',
    intervalCount: 3,
    offLabel: null,
    trialDays: FREE_TRIAL_DAYS,
  },
  {
    id: 3,
    code: 'monthly',
    name: 'Monthly',
    priceCents: 1999,
    interval: 'month',
    intervalCount: 1,
    offLabel: null,
    trialDays: FREE_TRIAL_DAYS,
  },
];

/** "$10" for whole dollars, "$16.66" otherwise. */
export function formatDollars(cents: number): string {
  const rounded = Math.round(cents);
  return rounded % 100 === 0 ? `$${rounded / 100}` : `$${(rounded / 100).toFixed(2)}`;
}

export function monthsPerPeriod(plan: Pick<PlanPrice, 'interval' | 'intervalCount'>): number {
  return plan.interval === 'year' ? 12 * plan.intervalCount : plan.intervalCount;
}

export function monthlyEquivalentCents(plan: Pick<PlanPrice, 'priceCents' | 'interval' | 'intervalCount'>): number {
  return Math.round(plan.priceCents / monthsPerPeriod(plan));
}

function billingWord(months: number): string {
  if (months === 12) return 'annually';
  if (months === 3) return 'quarterly';
  if (months === 1) return 'monthly';
  return `every ${months} months`;
}

export interface PlanDisplay {
  primaryValue: string;
  secondaryValue: string;
  offValue: string | null;
}

export function planDisplay(plan: Pick<PlanPrice, 'priceCents' | 'interval' | 'intervalCount' | 'offLabel'>): PlanDisplay {
  return {
    primaryValue: `${formatDollars(monthlyEquivalentCents(plan))}/mo`,
    secondaryValue: `billed ${formatDollars(plan.priceCents)} ${billingWord(monthsPerPeriod(plan))}`,
    offValue: plan.offLabel,
  };
}

/** SPEC section 9, trial copy. */
export function trialDaysText(days: number): string {
  return `Your first ${days} days are free`;
}

export const CANCEL_ANYTIME = 'Cancel anytime.';

/** SPEC section 2: the sign-up link of the plan picker carries planId. */
export function signUpPathForPlan(planId: number, signUpPath = '/signUp'): string {
  return `${signUpPath}?${new URLSearchParams({ planId: String(planId) }).toString()}`;
}

/** A plan as the home page's plan picker shows it (planSection.baseMethod). */
export function toBaseMethodPlan(plan: PlanPrice, signUpPath = '/signUp'): BaseMethodPlan {
  return {
    ...planDisplay(plan),
    redirectUrl: signUpPathForPlan(plan.id, signUpPath),
    subscriptionPlan: plan.id,
    name: plan.name,
    trialDays: plan.trialDays,
  };
}
