import { NUTRIENT_KEYS, nutritionRounded, type NutrientAmounts, type Nutrition } from '@app/shared/units/nutrition';

/** A food's nutrition per 100 g: energy in kJ, nutrients in grams. */
export type Per100g = NutrientAmounts;

/**
 * Nutrition per serve of a recipe: the sum over its ingredients of grams x food per 100 g, divided
 * by the serves, rounded as SPEC section 9 says (shared/units). Never typed in: always computed
 * from the foods, so an imported recipe is held to the same rule as a seeded one.
 */
export function nutritionPerServe(ingredients: readonly { grams: number | null; food: Per100g | null }[], serves: number): Nutrition {
  const total: NutrientAmounts = { energy: 0, protein: 0, fat: 0, satFat: 0, carbs: 0, sugar: 0, dietryFibre: 0 };
  for (const { grams, food } of ingredients) {
    if (!food || !grams) continue;
    const share = grams / 100 / serves;
    total.energy += food.energy * share;
    for (const key of NUTRIENT_KEYS) total[key] += food[key] * share;
  }
  return nutritionRounded(total);
}
