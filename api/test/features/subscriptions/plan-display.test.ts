import { describe, expect, it } from 'vitest';
import type { Plan } from '../../../src/db/schema.ts';
import { STRIPE_PLANS } from '../../../src/db/seed/plans.ts';
import { toPlanData } from '../../../src/features/subscriptions/plan-display.ts';

describe('toPlanData', () => {
  it.each([
    [1, '$10/mo', 'billed $119.99 annually', '50% OFF', 1000],
    [2, '$16.66/mo', 'billed $49.99 quarterly', null, 1666],
    [3, '$19.99/mo', 'billed $19.99 monthly', null, 1999],
  ])('plan %i reads %s, %s, %s', (id, primaryValue, secondaryValue, offValue, perMonth) => {
    const row = { ...STRIPE_PLANS.find((plan) => plan.id === id)!, active: true } as Plan;
    expect(toPlanData(row)).toMatchObject({ primaryValue, secondaryValue, offValue, monthlyEquivalentCents: perMonth, trialDays: 14 });
  });
});
