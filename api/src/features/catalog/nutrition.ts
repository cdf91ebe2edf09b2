import type { NutrientGrams, Nutrition } from '@app/shared/api-contract/application-search';

/** A food's nutrition per 100 g (energy in kJ). */
export interface Per100g extends NutrientGrams {
  energyKj: number;
}

/** The thermochemical calorie: 1 kcal = 4.184 kJ. */
export const KJ_PER_KCAL = 4.184;

const NUTRIENTS = ['protein', 'fat', 'satFat', 'carbs', 'sugar', 'dietryFibre'] as const;

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/**
 * Nutrition per serve of a recipe: the sum over its ingredients of grams x food per 100 g, divided
 * by the serves; SPEC section 9's rounding (nutrients to 1 decimal, energy to whole kJ and kcal,
 * calories from the unrounded kJ). Never typed in: always computed from the foods.
 */
export function nutritionPerServe(ingredients: readonly { grams: number | null; food: Per100g | null }[], serves: number): Nutrition {
  const total: Per100g = { energyKj: 0, protein: 0, fat: 0, satFat: 0, carbs: 0, sugar: 0, dietryFibre: 0 };
  for (const { grams, food } of ingredients) {
    if (!food || !grams) continue;
    const share = grams / 100 / serves;
    total.energyKj += food.energyKj * share;
    for (const key of NUTRIENTS) total[key] += food[key] * share;
  }
  const nutrition: Nutrition = {
    energy: round(total.energyKj, 0),
    calories: round(total.energyKj / KJ_PER_KCAL, 0),
    protein: 0,
    fat: 0,
    satFat: 0,
    carbs: 0,
    sugar: 0,
    dietryFibre: 0,
  };
  for (const key of NUTRIENTS) nutrition[key] = round(total[key], 1);
  return nutrition;
}
