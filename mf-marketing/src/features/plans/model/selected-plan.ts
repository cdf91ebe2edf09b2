import type { BaseMethodPlan, PlanSection } from '@app/shared/api-contract/home-screen';
import { HOME_SECTION_COPY } from '@app/shared/marketing/home-fallback-copy';
import { HOME_PLANS, signUpPathForPlan, toBaseMethodPlan } from '@app/shared/plans/plan-display';

/** SPEC section 4: the selected plan card defaults to the first. */
export function selectedPlan(plans: readonly BaseMethodPlan[], chosenPlanId: number | null): BaseMethodPlan | undefined {
  return plans.find((plan) => plan.subscriptionPlan === chosenPlanId) ?? plans[0];
}

/** The sign-up link of the selected plan: always carries its planId (SPEC section 2). */
export function planSignUpLink(plan: BaseMethodPlan): string {
  return plan.redirectUrl.includes('planId=') ? plan.redirectUrl : signUpPathForPlan(plan.subscriptionPlan);
}

/** Before the data arrives: SPEC's three plans with the seeded section copy. */
export const FALLBACK_PLAN_SECTION: PlanSection = {
  ...HOME_SECTION_COPY.plans,
  baseMethod: HOME_PLANS.map((plan) => toBaseMethodPlan(plan)),
};
