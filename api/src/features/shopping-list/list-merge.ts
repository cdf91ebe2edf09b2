import { lineAmount as sharedLineAmount } from '@app/shared/shopping-list/line-amount';
import { scaleQuantity } from '@app/shared/units/quantity';
import { SHOPPING_CATEGORIES, type ShoppingCategory } from '@app/shared/units/shopping-categories';
import { UNIT_TYPE, measureOf, type UnitType } from '@app/shared/units/unit-types';

/**
 * The shopping list's merge rules (issue 13, SPEC sections 3 and 4), as pure functions over an
 * immutable list. A line is one food in one measure; it keeps every meal's share of it, so taking
 * a meal away (removed, swapped to leftovers or to going out) takes away that share and no more.
 */

export interface ShoppingFood {
  /** The catalog food's id (its slug); a food added by hand that the catalog does not know gets `hand-{slug of its name}`. */
  foodId: string;
  name: string;
  namePlural: string;
  category: ShoppingCategory;
  /** Grams in one millilitre. When given, volume and mass of this food merge into one line in grams. */
  gramsPerMillilitre?: number;
}

export interface RecipeIngredient extends ShoppingFood {
  quantity: number;
  unitType: UnitType;
}

/** One planned meal (or one recipe added from its page): a recipe cooked for a number of servings. */
export interface ListedMeal {
  /** The planner activity id, or the recipe's own key when it was added from the recipe page. */
  mealId: string;
  recipeId: number;
  recipeName: string;
  /** The servings the recipe is written for. */
  serves: number;
  /** The servings planned; the ingredients scale by servings / serves. */
  servings: number;
  ingredients: readonly RecipeIngredient[];
}

export interface MealShare {
  mealId: string;
  recipeId: number;
  recipeName: string;
  quantity: number;
  unitType: UnitType;
}

export interface ShoppingLine {
  /** The food and the measure it is bought in: `${foodId}:mass`, `${foodId}:volume`, `${foodId}:unit-${unitType}`. */
  key: string;
  food: ShoppingFood;
  shares: readonly MealShare[];
  ticked: boolean;
}

export interface ShoppingList {
  meals: readonly Omit<ListedMeal, 'ingredients'>[];
  lines: readonly ShoppingLine[];
}

export const EMPTY_SHOPPING_LIST: ShoppingList = { meals: [], lines: [] };

/**
 * Which line an ingredient joins. Mass and volume are separate lines, unless the food's density is
 * known: then its volumes join the mass line (converted when the total is read). Count units
 * (eggs, bunches, rashers) only sum with the same unit; a "none" unit (salt to taste) is one line.
 */
export function lineKey(ingredient: RecipeIngredient): string {
  const measure = measureOf(ingredient.unitType);
  if (measure === 'mass') return `${ingredient.foodId}:mass`;
  if (measure === 'volume') return ingredient.gramsPerMillilitre ? `${ingredient.foodId}:mass` : `${ingredient.foodId}:volume`;
  return `${ingredient.foodId}:unit-${ingredient.unitType}`;
}

/** The food a line is of: the part of its key before the measure. */
export function lineFoodId(key: string): string {
  const at = key.lastIndexOf(':');
  return at < 0 ? key : key.slice(0, at);
}

/** A meal's ingredients as its shares, scaled by the planned servings. */
function mealShares(meal: ListedMeal): { key: string; food: ShoppingFood; share: MealShare }[] {
  return meal.ingredients.map((ingredient) => {
    const { quantity, unitType, ...food } = ingredient;
    const scaled = unitType === UNIT_TYPE.none ? 0 : scaleQuantity(quantity, meal.serves, meal.servings);
    return {
      key: lineKey(ingredient),
      food,
      share: { mealId: meal.mealId, recipeId: meal.recipeId, recipeName: meal.recipeName, quantity: scaled, unitType },
    };
  });
}

/**
 * Adds a meal, or updates it when it is already listed (new servings replace its old shares; the
 * other meals' shares stay). A line that grows is unticked: what was ticked no longer covers it.
 */
export function addMeal(list: ShoppingList, meal: ListedMeal): ShoppingList {
  const without = removeMeal(list, meal.mealId);
  const added = new Map<string, { food: ShoppingFood; shares: MealShare[] }>();
  for (const { key, food, share } of mealShares(meal)) {
    const entry = added.get(key) ?? { food, shares: [] };
    entry.shares.push(share);
    added.set(key, entry);
  }
  const lines: ShoppingLine[] = without.lines.map((line) => {
    const more = added.get(line.key);
    if (!more) return line;
    added.delete(line.key);
    return { ...line, shares: [...line.shares, ...more.shares], ticked: false };
  });
  for (const [key, { food, shares }] of added) lines.push({ key, food, shares, ticked: false });
  const { ingredients: _ingredients, ...listed } = meal;
  return { meals: [...without.meals, listed], lines };
}

/** The prefix of the share ids of items added by hand (they belong to no meal). */
const HAND_SHARE_PREFIX = 'hand:';

export function isHandShare(share: Pick<MealShare, 'mealId'>): boolean {
  return share.mealId.startsWith(HAND_SHARE_PREFIX);
}

export interface HandItem {
  /** The client's operation id: adding the same item again changes nothing. */
  itemId: string;
  food: ShoppingFood;
  quantity: number;
  unitType: UnitType;
}

/**
 * An item added by hand joins the line of the same food and measure ("2 tomatoes" by hand and
 * "3 tomatoes" for a salad read "5 tomatoes"). It is its own share, so no meal's removal takes it.
 */
export function addHandItem(list: ShoppingList, item: HandItem): ShoppingList {
  const mealId = `${HAND_SHARE_PREFIX}${item.itemId}`;
  if (list.lines.some((line) => line.shares.some((share) => share.mealId === mealId))) return list;
  const ingredient: RecipeIngredient = { ...item.food, quantity: item.quantity, unitType: item.unitType };
  const key = lineKey(ingredient);
  const share: MealShare = {
    mealId,
    recipeId: 0,
    recipeName: '',
    quantity: item.unitType === UNIT_TYPE.none ? 0 : item.quantity,
    unitType: item.unitType,
  };
  const existing = list.lines.find((line) => line.key === key);
  const lines = existing
    ? list.lines.map((line) => (line === existing ? { ...line, shares: [...line.shares, share], ticked: false } : line))
    : [...list.lines, { key, food: item.food, shares: [share], ticked: false }];
  return { ...list, lines };
}

/** Takes one meal's shares away; a line left with no share leaves the list. */
export function removeMeal(list: ShoppingList, mealId: string): ShoppingList {
  const lines: ShoppingLine[] = [];
  for (const line of list.lines) {
    const shares = line.shares.filter((share) => share.mealId !== mealId);
    if (shares.length === line.shares.length) lines.push(line);
    else if (shares.length > 0) lines.push({ ...line, shares });
  }
  return { meals: list.meals.filter((meal) => meal.mealId !== mealId), lines };
}

/** SPEC 4 planner meal swaps seen from the list: leftovers and going out need no shopping. */
export type MealSwap = { kind: 'leftovers' } | { kind: 'goingOut' } | { kind: 'meal'; meal: ListedMeal };

export function applyMealSwap(list: ShoppingList, mealId: string, swap: MealSwap): ShoppingList {
  const without = removeMeal(list, mealId);
  return swap.kind === 'meal' ? addMeal(without, { ...swap.meal, mealId }) : without;
}

export function toggleTicked(list: ShoppingList, key: string): ShoppingList {
  return { ...list, lines: list.lines.map((line) => (line.key === key ? { ...line, ticked: !line.ticked } : line)) };
}

/** The clear button's action: ticked lines leave the list (bought); the meals stay listed. */
export function clearTicked(list: ShoppingList): ShoppingList {
  return removeLines(
    list,
    list.lines.filter((line) => line.ticked).map((line) => line.key),
  );
}

/** Lines taken off by hand leave with every meal's share of them; the meals stay listed. Unknown keys change nothing. */
export function removeLines(list: ShoppingList, keys: Iterable<string>): ShoppingList {
  const gone = new Set(keys);
  if (!list.lines.some((line) => gone.has(line.key))) return list;
  return { ...list, lines: list.lines.filter((line) => !gone.has(line.key)) };
}

/** Sets a line's tick (a retry of the same state changes nothing); null when the line is not on the list. */
export function setTicked(list: ShoppingList, key: string, ticked: boolean): ShoppingList | null {
  const line = list.lines.find((candidate) => candidate.key === key);
  if (!line) return null;
  if (line.ticked === ticked) return list;
  return { ...list, lines: list.lines.map((candidate) => (candidate === line ? { ...line, ticked } : candidate)) };
}

/** The amount a line shows, in a sensible unit (in Australian spoons: SPEC's quantity and unitType); null for a line with no unit (salt to taste). */
export function lineAmount(line: ShoppingLine): { quantity: number; unitType: UnitType } | null {
  return sharedLineAmount({ mass: line.key.endsWith(':mass'), gramsPerMillilitre: line.food.gramsPerMillilitre, shares: line.shares });
}

/** The meals a line is for, each once, in the order they were added ("needed for Pumpkin soup, Frittata"); items added by hand are for no meal. */
export function mealsNeeding(line: ShoppingLine): { mealId: string; recipeName: string }[] {
  const seen = new Set<string>();
  const meals: { mealId: string; recipeName: string }[] = [];
  for (const share of line.shares) {
    if (seen.has(share.mealId) || isHandShare(share)) continue;
    seen.add(share.mealId);
    meals.push({ mealId: share.mealId, recipeName: share.recipeName });
  }
  return meals;
}

/** Lines grouped by category in aisle order (SHOPPING_CATEGORIES), by name within a category. */
export function groupByCategory(lines: readonly ShoppingLine[]): { category: ShoppingCategory; lines: ShoppingLine[] }[] {
  return SHOPPING_CATEGORIES.map((category) => ({
    category,
    lines: lines
      .filter((line) => line.food.category === category)
      .sort((a, b) => a.food.name.localeCompare(b.food.name) || a.key.localeCompare(b.key)),
  })).filter((group) => group.lines.length > 0);
}
