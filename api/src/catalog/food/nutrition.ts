import { NUTRIENT_KEYS, nutritionRounded, type NutrientAmounts, type Nutrition } from '@app/shared/units/nutrition';
import { unitDefinition, type UnitType } from '@app/shared/units/unit-types';
import type { Food } from './food-model.ts';

/** A recipe ingredient as far as nutrition cares: which food, how much, in which unit. */
export interface MeasuredFood {
  foodId: string;
  quantity: number;
  unitType: UnitType;
}

/**
 * The grams of a food in a quantity: mass as is, volume through the food's density (canonical AU
 * spoon and cup sizes), count units through the food's piece weight, none as 0 (salt to taste).
 * Throws when the food cannot be measured that way: a recipe must never count what it cannot weigh.
 */
export function gramsOf(food: Food, quantity: number, unitType: UnitType): number {
  const unit = unitDefinition(unitType);
  if (unit.measure === 'none') return 0;
  if (unit.measure === 'mass') return quantity * (unit.size ?? 1);
  if (unit.measure === 'volume') {
    if (food.density === undefined) throw new Error(`${food.id} has no density for unit ${unit.key}`);
    return quantity * (unit.size ?? 0) * food.density;
  }
  const piece = food.pieceGrams?.[unitType];
  if (piece === undefined) throw new Error(`${food.id} has no piece weight for unit ${unit.key}`);
  return quantity * piece;
}

function emptyAmounts(): NutrientAmounts {
  return { energy: 0, protein: 0, fat: 0, satFat: 0, carbs: 0, sugar: 0, dietryFibre: 0 };
}

/** The unrounded nutrients of a list of measured foods, divided by the servings. */
export function nutrientsPerServe(items: readonly MeasuredFood[], serves: number, foodOf: (id: string) => Food): NutrientAmounts {
  const total = emptyAmounts();
  for (const item of items) {
    const food = foodOf(item.foodId);
    const share = gramsOf(food, item.quantity, item.unitType) / 100;
    total.energy += food.per100g.energy * share;
    for (const key of NUTRIENT_KEYS) total[key] += food.per100g[key] * share;
  }
  const perServe = emptyAmounts();
  perServe.energy = total.energy / serves;
  for (const key of NUTRIENT_KEYS) perServe[key] = total[key] / serves;
  return perServe;
}

/** SPEC's nutrition per serve, computed from the foods and quantities and rounded by SPEC section 9. */
export function recipeNutrition(items: readonly MeasuredFood[], serves: number, foodOf: (id: string) => Food): Nutrition {
  return nutritionRounded(nutrientsPerServe(items, serves, foodOf));
}
