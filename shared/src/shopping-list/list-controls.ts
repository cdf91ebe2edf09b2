/** SPEC sections 4 and 9: the recipe page's shopping-list button, and when the list and its clear button show. */

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

/** SPEC 4: the list shows only when both its ingredient list and its recipe list are non-empty. */
export function isShoppingListShown(ingredients: readonly unknown[], recipes: readonly unknown[]): boolean {
  return ingredients.length > 0 && recipes.length > 0;
}

/** SPEC 4: the clear button shows only when at least one item is ticked. */
export function isClearButtonShown(items: readonly { ticked: boolean }[]): boolean {
  return items.some((item) => item.ticked);
}
