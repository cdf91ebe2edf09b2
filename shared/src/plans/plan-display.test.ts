import { describe, expect, it } from 'vitest';
import {
  formatDollars,
  HOME_PLANS,
  monthlyEquivalentCents,
  planDisplay,
  signUpPathForPlan,
  toBaseMethodPlan,
  trialDaysText,
} from './plan-display.ts';

describe('planDisplay', () => {
  it.each([
    ['annual', { primaryValue: '$10/mo', secondaryValue: 'billed $119.99 annually', offValue: '50% OFF' }],
    ['quarterly', { primaryValue: '$16.66/mo', secondaryValue: 'billed $49.99 quarterly', offValue: null }],
    ['monthly', { primaryValue: '$19.99/mo', secondaryValue: 'billed $19.99 monthly', offValue: null }],
  ])('the %s plan of SPEC section 9', (code, display) => {
    const plan = HOME_PLANS.find((p) => p.code === code)!;
    expect(planDisplay(plan)).toEqual(display);
    expect(plan.trialDays).toBe(14);
  });

  it('names other billing periods plainly', () => {
    expect(planDisplay({ priceCents: 5400, interval: 'month', intervalCount: 6, offLabel: null }).secondaryValue).toBe(
      'billed $54 every 6 months',
    );
  });
});

describe('formatDollars and monthlyEquivalentCents', () => {
  it.each([
    [1000, '$10'],
    [999.9, '$10'],
    [1666, '$16.66'],
    [1999, '$19.99'],
    [5, '$0.05'],
  ])('%s cents -> %s', (cents, text) => {
    expect(formatDollars(cents)).toBe(text);
  });

  it.each([
    [{ priceCents: 11999, interval: 'year', intervalCount: 1 }, 1000],
    [{ priceCents: 4999, interval: 'month', intervalCount: 3 }, 1666],
    [{ priceCents: 1999, interval: 'month', intervalCount: 1 }, 1999],
  ] as const)('%o -> %s', (plan, cents) => {
    expect(monthlyEquivalentCents(plan)).toBe(cents);
  });
});

describe('copy and links', () => {
  it.each([
    [14, 'Your first 14 days are free'],
    [7, 'Your first 7 days are free'],
  ])('%s days', (days, text) => {
    expect(trialDaysText(days)).toBe(text);
  });

  it.each([
    [1, '/signUp?planId=1'],
    [3, '/signUp?planId=3'],
  ])('plan %s signs up at %s', (planId, path) => {
    expect(signUpPathForPlan(planId)).toBe(path);
  });
});

describe('toBaseMethodPlan', () => {
  it('is the plan card of the home page, signing up with its planId', () => {
    expect(toBaseMethodPlan(HOME_PLANS[0]!)).toEqual({
      primaryValue: '$10/mo',
      secondaryValue: 'billed $119.99 annually',
      offValue: '50% OFF',
      redirectUrl: '/signUp?planId=1',
      subscriptionPlan: 1,
      name: 'Annual',
      trialDays: 14,
    });
  });
});
