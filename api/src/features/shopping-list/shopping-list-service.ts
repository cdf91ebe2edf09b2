import type { Kysely } from 'kysely';
import { recipePageActivityId, type MealToSave, type PlannerSwapRequest } from '@app/shared/api-contract/shopping-list';
import { applyMealSwap, type ListedMeal, type MealSwap, type ShoppingList } from './list-merge.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import { changeList, listedMeal, recipesForList } from './shopping-list-repository.ts';

type Db = Kysely<Database>;

/** The meals as the list holds them: an unknown recipe is a 404, two meals with one activityId a 400. */
export async function mealsToList(db: Db, meals: readonly MealToSave[]): Promise<ListedMeal[]> {
  const recipes = await recipesForList(
    db,
    meals.map((meal) => meal.recipeId),
  );
  const missing = meals.filter((meal) => !recipes.has(meal.recipeId)).map((meal) => meal.recipeId);
  if (missing.length > 0) throw new ApiError(404, 'NOT_FOUND', `There is no recipe ${[...new Set(missing)].join(', ')}.`);
  const activityIds = meals.map((meal) => meal.activityId ?? recipePageActivityId(meal.recipeId));
  if (new Set(activityIds).size !== activityIds.length)
    throw new ApiError(400, 'VALIDATION_FAILED', 'Each meal can be saved once per request: two share an activityId.');
  return meals.map((meal, index) => listedMeal(recipes.get(meal.recipeId)!, activityIds[index]!, meal.servings));
}

/**
 * A planned meal was swapped: leftovers or going out take its share off her list, another meal
 * replaces it; a meal not on the list (or no list) changes nothing. In the caller's transaction
 * when `db` is one (the planner's swap), so the swap and the list change together or not at all.
 */
export async function swapListedMeal(
  db: Db,
  userId: number,
  { activityId, kind, recipeId, servings }: PlannerSwapRequest,
): Promise<{ listId: number; list: ShoppingList } | null> {
  if (kind === 'meal' && recipeId === undefined)
    throw new ApiError(400, 'VALIDATION_FAILED', 'A swap to another meal names its recipeId.', { fields: { recipeId: 'is required' } });
  let swap: MealSwap = { kind: kind === 'meal' ? 'leftovers' : kind };
  if (kind === 'meal') {
    const [meal] = await mealsToList(db, [{ recipeId: recipeId!, activityId, ...(servings ? { servings } : {}) }]);
    swap = { kind: 'meal', meal: meal! };
  }
  return changeList(
    db,
    userId,
    (list) => (list.meals.some((meal) => meal.mealId === activityId) ? applyMealSwap(list, activityId, swap) : list),
    { create: false },
  );
}
