import type { ShoppingListIngredient, ShoppingListRecipe } from '@app/shared/api-contract/shopping-list';
import { regionalName } from '@app/shared/region/regional-text';
import { lineAmount } from '@app/shared/shopping-list/line-amount';
import { measureLabel, regionalNames } from '@app/shared/units/ingredient-label';
import { dozens, regionalMeasure, type Measure, type MeasureUse } from '@app/shared/units/regional-measure';
import { UNIT_TYPE, isUnitType } from '@app/shared/units/unit-types';
import { countOf } from '@app/shared/text/plural';

type Line = Pick<
  ShoppingListIngredient,
  | 'lineKey'
  | 'category'
  | 'name'
  | 'namePlural'
  | 'nameUK'
  | 'namePluralUK'
  | 'nameUS'
  | 'namePluralUS'
  | 'quantity'
  | 'unitType'
  | 'gramsPerMillilitre'
  | 'shares'
  | 'neededFor'
  | 'addedByHand'
>;
type Share = NonNullable<Line['shares']>[number];

/** The food of a line: the part of its key before the measure (`egg:unit-0` is an egg). */
const foodOf = (line: Pick<Line, 'lineKey'>) => line.lineKey.slice(0, Math.max(0, line.lineKey.lastIndexOf(':'))) || line.lineKey;
/** Shares added up in her region's spoons (the API adds them in Australian ones); a line without shares keeps the API's total. */
function total(line: Line, shares: readonly Share[] | undefined, regionId: number | null | undefined) {
  if (!shares) return { quantity: line.quantity ?? 0, unitType: isUnitType(line.unitType) ? line.unitType : UNIT_TYPE.none };
  const amount = lineAmount({ mass: line.lineKey.endsWith(':mass'), gramsPerMillilitre: line.gramsPerMillilitre, shares }, regionId);
  return amount ?? { quantity: 0, unitType: UNIT_TYPE.none };
}

function measureOfShares(line: Line, shares: readonly Share[] | undefined, regionId: number | null | undefined, use: MeasureUse): Measure {
  const { quantity, unitType } = total(line, shares, regionId);
  return regionalMeasure(quantity, unitType, regionId, line, use);
}

/**
 * A line as she shops it: the amount a shop sells, in her region's measures and words ("800g
 * lean lamb leg steaks", "1¾ lb lean lamb leg steaks" in the US), eggs with their dozens.
 */
export function shoppingLineLabel(line: Line, regionId: number | null | undefined): string {
  const measure = measureOfShares(line, line.shares, regionId, 'shop');
  const names = regionalNames(line, regionId);
  const label = measureLabel(measure, names.name, names.namePlural, regionId);
  const dozen = measure.unit === UNIT_TYPE.singular ? dozens(foodOf(line), measure.quantity) : '';
  return dozen ? `${label} (${dozen})` : label;
}

/** Which meals need a line: "For Pumpkin soup, Frittata", "Added by you", or both. */
export function neededForText(line: Pick<Line, 'neededFor' | 'addedByHand'>, regionId: number | null | undefined): string {
  const meals = line.neededFor.map((meal) => regionalName(meal, regionId));
  if (meals.length === 0) return 'Added by you';
  const forMeals = `For ${meals.join(', ')}`;
  return line.addedByHand ? `${forMeals}, and added by you` : forMeals;
}

/** Whether the list's meals are planned for different numbers of people (the "As each recipe serves" choice, or recipes added at their own serves). */
export function hasMixedServings(recipes: readonly Pick<ShoppingListRecipe, 'servings'>[]): boolean {
  return new Set(recipes.map((recipe) => recipe.servings)).size > 1;
}

/**
 * Each meal's share of a line, in the order the line names its meals, when the line adds up meals
 * at different servings: "12 at 6 serves · 1 at 2 serves" under "For Spinach Frittata, Egg Bowl".
 * One line of a list sums what the week's meals need, each as it is planned; where they are
 * planned for different numbers of people a bare total ("25 eggs") cannot be checked against a
 * recipe, so the line says where it comes from. Null when the meals are all at one serving count
 * (the total alone reads true), for one meal, or for a line with no amount.
 */
export function mealSharesText(
  line: Line,
  recipes: readonly Pick<ShoppingListRecipe, 'activityId' | 'servings'>[],
  regionId: number | null | undefined,
): string | null {
  if (!line.shares || line.neededFor.length < 2 || !isUnitType(line.unitType) || line.unitType === UNIT_TYPE.none) return null;
  const meals = line.neededFor.flatMap((meal) => {
    const recipe = recipes.find((candidate) => candidate.activityId === meal.activityId);
    return recipe ? [{ meal, recipe }] : [];
  });
  if (!hasMixedServings(meals.map(({ recipe }) => recipe))) return null;
  const parts = meals.map(({ meal, recipe }) => {
    const shares = line.shares!.filter((share) => share.activityId === meal.activityId);
    const amount = measureLabel(measureOfShares(line, shares, regionId, 'cook'), '', '', regionId).trim();
    const serves = countOf(recipe.servings, 'serve', 'serves');
    return `${amount} at ${serves}`;
  });
  return parts.join(' · ');
}
