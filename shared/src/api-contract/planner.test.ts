import { describe, expect, it } from 'vitest';
import { mealSwapActions, type PlannerMealType, type MealSwapAction } from './planner.ts';

describe('mealSwapActions: leftovers and going out are for main meals only', () => {
  it.each<[PlannerMealType, boolean, MealSwapAction[]]>([
    ['Breakfast', false, ['another', 'leftovers', 'going-out']],
    ['Lunch', false, ['another', 'leftovers', 'going-out']],
    ['Dinner', false, ['another', 'leftovers', 'going-out']],
    ['Dinner', true, ['another', 'leftovers', 'going-out', 'revert']],
    ['Snack', false, ['another']],
    ['Snack', true, ['another', 'revert']],
  ])('%s (swapped: %s) offers %j', (mealType, isSwapped, actions) => {
    expect(mealSwapActions(mealType, isSwapped)).toEqual(actions);
  });
});
