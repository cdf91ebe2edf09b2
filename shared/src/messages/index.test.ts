import { describe, expect, it } from 'vitest';
import type { SwapAction } from '../api-contract/planner.ts';
import { favouriteMessage, swapMessage } from './index.ts';

describe('favouriteMessage: each way of the save toggle says what it did', () => {
  it.each([
    [true, 'Saved!'],
    [false, 'Removed from saved'],
  ])('favourite %s -> %s', (favourite, message) => {
    expect(favouriteMessage(favourite)).toBe(message);
  });
});

describe('swapMessage: a revert is no swap', () => {
  it.each<['ROUTINE' | 'RECIPE', SwapAction, string]>([
    ['ROUTINE', 'switch-set', "Workout swapped. Let's do it."],
    ['ROUTINE', 'another', "Workout swapped. Let's do it."],
    ['ROUTINE', 'revert', 'Back to the original workout'],
    ['RECIPE', 'another', 'Meal swapped. Good choice.'],
    ['RECIPE', 'leftovers', 'Meal swapped. Good choice.'],
    ['RECIPE', 'going-out', 'Meal swapped. Good choice.'],
    ['RECIPE', 'revert', 'Back to the original meal'],
  ])('%s %s -> %s', (sectionType, action, message) => {
    expect(swapMessage(sectionType, action)).toBe(message);
  });
});
