import { describe, expect, it } from 'vitest';
import type { BaseMethodPlan } from '@app/shared/api-contract/home-screen';
import { FALLBACK_PLAN_SECTION, planSignUpLink, selectedPlan } from './selected-plan.ts';

const plan = (subscriptionPlan: number, redirectUrl = `/signUp?planId=${subscriptionPlan}`) =>
  ({ subscriptionPlan, redirectUrl }) as BaseMethodPlan;

describe('selectedPlan', () => {
  const plans = [plan(1), plan(2), plan(3)];
  it.each([
    ['the first by default', null, 1],
    ['the chosen one', 3, 3],
    ['an unknown choice falls back to the first', 8, 1],
  ])('%s', (_name, chosen, expected) => {
    expect(selectedPlan(plans, chosen)?.subscriptionPlan).toBe(expected);
  });

  it('has nothing to select without plans', () => {
    expect(selectedPlan([], null)).toBeUndefined();
  });
});

describe('planSignUpLink', () => {
  it.each([
    ['keeps a link that carries the planId', plan(2), '/signUp?planId=2'],
    ['adds the planId when the link lacks it', plan(3, '/signUp'), '/signUp?planId=3'],
  ])('%s', (_name, p, link) => {
    expect(planSignUpLink(p)).toBe(link);
  });
});

describe('FALLBACK_PLAN_SECTION', () => {
  it('lists SPEC section 9 plans in order', () => {
    expect(FALLBACK_PLAN_SECTION.baseMethod.map((p) => [p.primaryValue, p.secondaryValue, p.offValue])).toEqual([
      ['$10/mo', 'billed $119.99 annually', '50% OFF'],
      ['$16.66/mo', 'billed $49.99 quarterly', null],
      ['$19.99/mo', 'billed $19.99 monthly', null],
    ]);
  });
});
