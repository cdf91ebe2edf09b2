import { describe, expect, it } from 'vitest';
import { keptSwaps, type SwappedItem } from '../../../src/features/planner/kept-swaps.ts';
import type { PlanPools, PlannedSlot } from '../../../src/features/planner/plan-generator.ts';

const DAY = '2026-11-19';
/** The new plan's picks after the change: vegetarian recipes only (201, 301, 401, 501). */
const POOLS: PlanPools = {
  workouts: [{ contentId: 101, focus: 'full-body' }],
  breakfast: [201, 202],
  lunch: [301],
  dinner: [401],
  snack: [501],
  articles: [601],
};
const PLAN: PlannedSlot[] = [
  { date: DAY, slot: 'workout', contentId: 101 },
  { date: DAY, slot: 'breakfast', contentId: 201 },
  { date: DAY, slot: 'lunch', contentId: 301 },
  { date: DAY, slot: 'dinner', contentId: 401 },
  { date: DAY, slot: 'snack', contentId: 501 },
];

const item = (over: Partial<SwappedItem>): SwappedItem => ({
  id: 1,
  date: DAY,
  slot: 'lunch',
  contentId: 399,
  originalContentId: 398,
  isLeftOver: false,
  isGoingOut: false,
  ...over,
});

describe('keptSwaps: which of her swaps survive a change of preferences', () => {
  it.each<[string, Partial<SwappedItem>, number | null]>([
    ['a lunch swapped to going out', { contentId: null, isGoingOut: true }, 301],
    ['a dinner swapped to leftovers', { slot: 'dinner', contentId: null, isLeftOver: true }, 401],
    ['a breakfast swapped to a recipe of her new diet', { slot: 'breakfast', contentId: 202 }, 201],
    ['a swap to the very recipe the new plan picks', { slot: 'breakfast', contentId: 201 }, 201],
    ['a lunch swapped to a recipe her new diet leaves out', { contentId: 399 }, null],
    ['a lunch swapped to a breakfast recipe', { contentId: 202 }, null],
    ['a snack swapped to a snack of her diet', { slot: 'snack', contentId: 501 }, 501],
    ['a workout swapped from the workout the new plan keeps', { slot: 'workout', contentId: 111, originalContentId: 101 }, 101],
    ['a workout swapped from one the new plan replaces', { slot: 'workout', contentId: 111, originalContentId: 102 }, null],
    ['a meal of a day the new plan does not reach', { date: '2026-11-18', contentId: null, isGoingOut: true }, null],
  ])('%s', (_case, over, original) => {
    const swapped = item(over);
    expect(keptSwaps([swapped], PLAN, POOLS)).toEqual(original === null ? [] : [{ id: swapped.id, originalContentId: original }]);
  });

  it('keeps each swap on its own merits', () => {
    const swaps = [item({ id: 1, contentId: null, isGoingOut: true }), item({ id: 2, slot: 'dinner', contentId: 499 })];
    expect(keptSwaps(swaps, PLAN, POOLS)).toEqual([{ id: 1, originalContentId: 301 }]);
  });

  it('keeps nothing of a slot the new plan leaves empty (a rest day)', () => {
    const swapped = item({ slot: 'workout', contentId: 111, originalContentId: 101 });
    expect(keptSwaps([swapped], PLAN.slice(1), POOLS)).toEqual([]);
  });
});
