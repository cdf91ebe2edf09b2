import { recipePageActivityId } from '../api-contract/shopping-list.ts';

/** SPEC sections 4 and 9: the shopping-list button of the recipe page, the planner and the list's detail page. */

export const SHOPPING_LIST_BUTTON_LABELS = {
  add: 'Add to Shopping List',
  added: 'Added to List',
  update: 'Update List',
  remove: 'Remove from List',
} as const;

export type ShoppingListButtonState = keyof typeof SHOPPING_LIST_BUTTON_LABELS;

export interface ShoppingListButtons {
  /** The main button: add, or (listed) added, or update when the servings changed since. */
  primary: { state: Exclude<ShoppingListButtonState, 'remove'>; label: string; disabled: boolean };
  /** Offered once the recipe is listed. */
  remove: { state: 'remove'; label: string } | null;
}

export function shoppingListButtons(recipeInList: boolean, servingsChanged: boolean): ShoppingListButtons {
  if (!recipeInList) return { primary: { state: 'add', label: SHOPPING_LIST_BUTTON_LABELS.add, disabled: false }, remove: null };
  const remove = { state: 'remove', label: SHOPPING_LIST_BUTTON_LABELS.remove } as const;
  if (servingsChanged) return { primary: { state: 'update', label: SHOPPING_LIST_BUTTON_LABELS.update, disabled: false }, remove };
  return { primary: { state: 'added', label: SHOPPING_LIST_BUTTON_LABELS.added, disabled: true }, remove };
}

/**
 * The buttons of one meal against the list's recipes: a planned meal is found by its activityId, a
 * recipe page's by `recipe-{recipeId}`; "Update List" when the servings differ from those listed.
 */
export function shoppingListButtonsFor(
  recipes: readonly { activityId: string; servings: number }[] | undefined,
  meal: { recipeId: number; servings: number; activityId?: string },
): ShoppingListButtons {
  const activityId = meal.activityId ?? recipePageActivityId(meal.recipeId);
  const listed = recipes?.find((recipe) => recipe.activityId === activityId);
  return shoppingListButtons(Boolean(listed), listed ? listed.servings !== meal.servings : false);
}
