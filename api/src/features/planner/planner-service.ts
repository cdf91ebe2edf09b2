import type { Kysely } from 'kysely';
import type { PlannerMealType, PlannerRecipe, PlannerWeek } from '@app/shared/api-contract/planner';
import type { PlannerSwapRequest } from '@app/shared/api-contract/shopping-list';
import { weekStartOf, type CalendarDate } from '@app/shared/planner/calendar';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { swapListedMeal } from '../shopping-list/shopping-list-service.ts';
import { readWeek, setSlotContent } from './planner-repository.ts';

type Db = Kysely<Database>;

/** A planned meal as her shopping list sees it after a swap: leftovers and going out need no shopping. */
function listSwapFor(meal: PlannerRecipe): PlannerSwapRequest {
  const activityId = String(meal.activityId);
  if (meal.isLeftOver) return { activityId, kind: 'leftovers' };
  if (meal.isGoingOut) return { activityId, kind: 'goingOut' };
  return { activityId, kind: 'meal', recipeId: meal.contentId!, servings: meal.serves };
}

export interface PlannedSwap {
  userId: number;
  date: CalendarDate;
  /** The planned item's id and what it becomes. */
  itemId: number;
  change: { contentId: number | null; isLeftOver: boolean; isGoingOut: boolean };
  /** A meal's swap names its meal; a workout's has none. */
  mealType?: PlannerMealType;
}

/**
 * A swap as one transaction: the planned item changes and, for a meal on her shopping list, the
 * list's share follows the meal now planned (its recipe at its servings, or none for leftovers
 * and going out). If the list cannot follow, the swap is rolled back with it, so she never sees
 * "swapped" beside a list that still shops for the old meal. Answers the week as it now stands.
 */
export async function swapPlannedItem(db: Db, swap: PlannedSwap): Promise<PlannerWeek> {
  return inTransaction(db, async (trx) => {
    await setSlotContent(trx, swap.itemId, swap.change);
    const week = await readWeek(trx, swap.userId, weekStartOf(swap.date));
    const meal =
      swap.mealType && week.courseDays.find((day) => day.date === swap.date)?.recipes.find((recipe) => recipe.mealType === swap.mealType);
    if (meal) await swapListedMeal(trx, swap.userId, listSwapFor(meal));
    return week;
  });
}
