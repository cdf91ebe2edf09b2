import type { Food } from './food-model.ts';
import { FOODS } from './foods.ts';
import type { Recipe } from './recipe-kit.ts';
import { generateRecipes } from './recipes.ts';

export type { Food } from './food-model.ts';
export type { Recipe } from './recipe-kit.ts';

export interface FoodCatalog {
  foods: readonly Food[];
  recipes: Recipe[];
}

/**
 * The food part of the content catalog: the foods table and every recipe, built from templates by
 * seeded rules. Pure and deterministic (the same output on every machine and every call); it runs
 * at server start, in well under 100 ms.
 */
export function buildFoodCatalog(): FoodCatalog {
  return { foods: FOODS, recipes: generateRecipes() };
}
