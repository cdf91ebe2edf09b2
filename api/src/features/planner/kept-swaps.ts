import type { CalendarDate } from '@app/shared/planner/calendar';
import type { PlannerSlot } from '../../db/schema.ts';
import type { PlanPools, PlannedSlot } from './plan-generator.ts';

/** A planned item she swapped (its content is not the one planned), not yet completed. */
export interface SwappedItem {
  id: number;
  date: CalendarDate;
  slot: PlannerSlot;
  contentId: number | null;
  originalContentId: number;
  isLeftOver: boolean;
  isGoingOut: boolean;
}

/** A swap the re-plan keeps: its row stays, with the day's new plan as the original it reverts to. */
export interface KeptSwap {
  id: number;
  originalContentId: number;
}

const MEAL_POOL: Partial<Record<PlannerSlot, 'breakfast' | 'lunch' | 'dinner' | 'snack'>> = {
  breakfast: 'breakfast',
  lunch: 'lunch',
  dinner: 'dinner',
  snack: 'snack',
};

/**
 * Which of her swaps a re-plan after a change of preferences keeps (issue 42): a swap she made
 * stays where what she swapped to still fits her new choices, and only what no longer fits is
 * planned again. A meal swapped to leftovers or going out always fits; a meal swapped to another
 * recipe fits when that recipe is among the new plan's picks for the meal (her diet). A workout
 * swap fits when the day's newly planned workout is the one she swapped from (her goal did not
 * change that day's workout). A slot the new plan leaves empty keeps nothing. Pure.
 */
export function keptSwaps(swapped: readonly SwappedItem[], plan: readonly PlannedSlot[], pools: PlanPools): KeptSwap[] {
  return swapped.flatMap((item) => {
    const planned = plan.find((slot) => slot.date === item.date && slot.slot === item.slot);
    if (!planned) return [];
    const pool = MEAL_POOL[item.slot];
    const fits = pool
      ? item.isLeftOver || item.isGoingOut || (item.contentId !== null && pools[pool].includes(item.contentId))
      : item.slot === 'workout' && planned.contentId === item.originalContentId;
    return fits ? [{ id: item.id, originalContentId: planned.contentId }] : [];
  });
}
