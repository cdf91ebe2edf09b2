import { describe, expect, it } from 'vitest';
import { preferencesChangePlan } from '../../../src/features/onboarding/preference-change.ts';

const saved = { fitnessId: 2, mealId: 1, cooksFor: 2 };

describe('preferencesChangePlan', () => {
  it.each([
    ['the same choices again', { fitnessId: 2, mealId: 1, cooksFor: 2 }, false],
    ['the same choices, cooks-for left out', { fitnessId: 2, mealId: 1 }, false],
    ['another fitness goal', { fitnessId: 3, mealId: 1, cooksFor: 2 }, true],
    ['another meal choice', { fitnessId: 2, mealId: 2 }, true],
    ['cooking for more', { fitnessId: 2, mealId: 1, cooksFor: 4 }, true],
    ['back to each recipe’s serves', { fitnessId: 2, mealId: 1, cooksFor: null }, true],
  ])('%s -> %s', (_case, next, replans) => {
    expect(preferencesChangePlan(saved, next)).toBe(replans);
  });

  it('a first save over no choices re-plans (there is nothing planned yet to lose)', () => {
    expect(preferencesChangePlan({ fitnessId: null, mealId: null, cooksFor: null }, { fitnessId: 1, mealId: 1 })).toBe(true);
  });
});
