/**
 * The shopping list calls of the interaction service (SPEC sections 3 and 7, issue 13): get, save,
 * delete by id, lookup by id, per-list ingredient toggle, remove and add, the list filtered by
 * recipe and by recipe and activity, and the recipe count. A member has one list; every call is
 * her own (another member's list id is a 403).
 *
 * A list is built from meals. A meal is a recipe cooked for a number of servings and is named by
 * its activityId: the planner's id of a planned meal, or `recipe-{recipeId}` for a recipe added
 * from its page. Saving a meal again replaces its share (a retry never doubles); removing it, or
 * swapping it to leftovers or going out, takes away its share and nothing else.
 */
import { USER_INTERACTION_PREFIX } from './user-interaction.ts';

import type {
  AddIngredientRequest,
  MealToSave,
  PlannerSwapRequest,
  RemoveIngredientsRequest,
  SaveShoppingListRequest,
  ShoppingListData,
  ShoppingListIngredient,
  ShoppingListRecipe,
  ToggleIngredientRequest,
} from './schemas/shopping-list.ts';

export type {
  AddIngredientRequest,
  MealToSave,
  PlannerSwapRequest,
  RemoveIngredientsRequest,
  SaveShoppingListRequest,
  ShoppingListData,
  ShoppingListIngredient,
  ShoppingListRecipe,
  ToggleIngredientRequest,
};

const BASE = `${USER_INTERACTION_PREFIX}/api/shopping-list`;

export const SHOPPING_LIST_PATHS = {
  list: BASE,
  save: `${BASE}/save`,
  recipeCount: `${BASE}/recipe-count`,
  plannerSwap: `${BASE}/planner-swap`,
  byId: `${BASE}/:shoppingListId`,
  toggle: `${BASE}/:shoppingListId/ingredient/toggle`,
  remove: `${BASE}/:shoppingListId/ingredient/remove`,
  add: `${BASE}/:shoppingListId/ingredient/add`,
  meal: `${BASE}/:shoppingListId/meal/:activityId`,
  byRecipe: `${BASE}/:shoppingListId/recipe/:recipeId`,
  byRecipeAndActivity: `${BASE}/:shoppingListId/recipe/:recipeId/activity/:activityId`,
} as const;

export const shoppingListPath = (id: number) => `${BASE}/${id}`;
export const shoppingListTogglePath = (id: number) => `${BASE}/${id}/ingredient/toggle`;
export const shoppingListRemovePath = (id: number) => `${BASE}/${id}/ingredient/remove`;
export const shoppingListAddPath = (id: number) => `${BASE}/${id}/ingredient/add`;
export const shoppingListMealPath = (id: number, activityId: string) => `${BASE}/${id}/meal/${encodeURIComponent(activityId)}`;
export const shoppingListRecipePath = (id: number, recipeId: number) => `${BASE}/${id}/recipe/${recipeId}`;
export const shoppingListActivityPath = (id: number, recipeId: number, activityId: string) =>
  `${BASE}/${id}/recipe/${recipeId}/activity/${encodeURIComponent(activityId)}`;

/** An activityId: the planner's meal id, or `recipe-{id}` for a recipe added from its page. */
export const ACTIVITY_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';
export const recipePageActivityId = (recipeId: number) => `recipe-${recipeId}`;

/** The most meals one save takes: a week of breakfasts, lunches, dinners and snacks, with room. */
export const MAX_MEALS_PER_SAVE = 42;
export const MAX_SERVINGS = 24;
export const MAX_ITEM_NAME_LENGTH = 80;
/** A hand-added amount as the member types it: up to 4 digits and 2 decimals ("2", "1.5", "250"). */
export const ITEM_QUANTITY_PATTERN = '^(?=.*[1-9])[0-9]{1,4}(\\.[0-9]{1,2})?$';

/** A swap in the planner, as the list sees it: leftovers and going out need no shopping. */
export const PLANNER_SWAP_KINDS = ['leftovers', 'goingOut', 'meal'] as const;
export type PlannerSwapKind = (typeof PLANNER_SWAP_KINDS)[number];
