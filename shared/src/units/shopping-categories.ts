/**
 * The shopping list's categories (SPEC section 3: items grouped by category), in the order a shop's
 * aisles usually run. Every food of the catalog has one of these.
 */
export const SHOPPING_CATEGORIES = [
  'Fruit & Vegetables',
  'Herbs & Spices',
  'Meat & Seafood',
  'Deli',
  'Dairy & Eggs',
  'Bakery',
  'Grains & Pasta',
  'Canned & Jarred',
  'Nuts & Seeds',
  'Oils & Vinegars',
  'Pantry',
  'Frozen',
  'Drinks',
] as const;

export type ShoppingCategory = (typeof SHOPPING_CATEGORIES)[number];

export function isShoppingCategory(value: unknown): value is ShoppingCategory {
  return typeof value === 'string' && (SHOPPING_CATEGORIES as readonly string[]).includes(value);
}
