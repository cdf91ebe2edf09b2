import type { Nutrition } from '../api-contract/schemas/catalog.ts';
import { roundTo } from './quantity.ts';

/** SPEC section 3, "Nutrition": the type of the API's schema (dietryFibre spelling included). */
export type { Nutrition } from '../api-contract/schemas/catalog.ts';

/** The thermochemical calorie: 1 kcal = 4.184 kJ. */
export const KJ_PER_KCAL = 4.184;

export const NUTRIENT_KEYS = ['protein', 'fat', 'satFat', 'carbs', 'sugar', 'dietryFibre'] as const;
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];

/** Grams of each nutrient and kilojoules of energy, as a food table or a sum of ingredients gives them. */
export type NutrientAmounts = { energy: number } & Record<NutrientKey, number>;

/**
 * SPEC section 9: nutrients to 1 decimal, energy to whole kJ and whole calories. Calories come from
 * the unrounded kilojoules, so 1000 kJ reads 239 kcal and not a rounding of a rounding.
 */
export function nutritionRounded(amounts: NutrientAmounts): Nutrition {
  const result: Nutrition = {
    energy: roundTo(amounts.energy, 0),
    calories: roundTo(amounts.energy / KJ_PER_KCAL, 0),
    protein: 0,
    fat: 0,
    satFat: 0,
    carbs: 0,
    sugar: 0,
    dietryFibre: 0,
  };
  for (const key of NUTRIENT_KEYS) result[key] = roundTo(amounts[key], 1);
  return result;
}
