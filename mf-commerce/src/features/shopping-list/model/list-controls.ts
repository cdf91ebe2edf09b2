/** SPEC 4: when the shopping list page shows the list and its clear button. */

/** SPEC 4: the list shows only when both its ingredient list and its recipe list are non-empty. */
export function isShoppingListShown(ingredients: readonly unknown[], recipes: readonly unknown[]): boolean {
  return ingredients.length > 0 && recipes.length > 0;
}

/** SPEC 4: the clear button shows only when at least one item is ticked. */
export function isClearButtonShown(items: readonly { ticked: boolean }[]): boolean {
  return items.some((item) => item.ticked);
}
