import type { RecipeIngredient } from '@app/shared/api-contract/application-search';
import { recipePath, toSlug } from '@app/shared/routes';
import { recipeText } from '@app/shared/region/recipe-text';
import { regionalWords } from '@app/shared/region/regional-words';
import { measureLabel, regionalNames, type RegionalNames } from '@app/shared/units/ingredient-label';
import type { Nutrition } from '@app/shared/units/nutrition';
import { roundTo, scaleQuantity } from '@app/shared/units/quantity';
import { regionalMeasure } from '@app/shared/units/regional-measure';
import { isUnitType, UNIT_TYPE } from '@app/shared/units/unit-types';
import { countOf } from '@app/shared/text/plural';

/** How many serves the servings control goes between. */
export const SERVES_RANGE = { min: 1, max: 12 } as const;

export function clampServes(serves: number): number {
  if (!Number.isFinite(serves)) return SERVES_RANGE.min;
  return Math.min(SERVES_RANGE.max, Math.max(SERVES_RANGE.min, Math.round(serves)));
}

export interface IngredientGroup {
  /** The heading entry the lines sit under ("Topping"); null for the lines before any heading. */
  heading: string | null;
  lines: string[];
}

/**
 * A recipe's ingredients for `toServes` serves, as lines a cook of the member's region reads,
 * grouped under their heading entries: her region's ingredient and unit names ("pumpkin seeds" in
 * the UK and US where Australia says "pepitas"), her region's measures (regionalMeasure: ounces,
 * pounds and cups in the US; metric elsewhere), rounded to what a cook measures. Quantities show as
 * SPEC 9 fractions with plural names from namePlural.
 */
export function ingredientGroups(
  ingredients: readonly RecipeIngredient[],
  fromServes: number,
  toServes: number,
  regionId: number | null | undefined,
): IngredientGroup[] {
  const groups: IngredientGroup[] = [];
  let current: IngredientGroup | undefined;
  for (const ingredient of ingredients) {
    if (ingredient.contentType === 'heading') {
      current = { heading: recipeText(ingredient.name, regionId), lines: [] };
      groups.push(current);
      continue;
    }
    if (!current) {
      current = { heading: null, lines: [] };
      groups.push(current);
    }
    const written = isUnitType(ingredient.unitType) ? ingredient.unitType : UNIT_TYPE.none;
    const scaled = ingredient.quantity && ingredient.quantity > 0 ? scaleQuantity(ingredient.quantity, fromServes, toServes) : 0;
    const measure = regionalMeasure(scaled, written, regionId, ingredient, 'cook');
    const names = recipeNames({ ...ingredient, namePlural: ingredient.namePlural ?? ingredient.name }, regionId);
    current.lines.push(measureLabel(measure, names.name, names.namePlural, regionId));
  }
  return groups.filter((group) => group.lines.length > 0);
}

/**
 * An ingredient's names in her region: the catalog's UK or US name where it has one (a food's, or a
 * product a shop sells there), else its name read through the regional words (an imported
 * recipe's "2 capsicums, sliced" is "2 bell peppers, sliced" in the US).
 */
export function recipeNames(ingredient: RegionalNames, regionId: number | null | undefined): { name: string; namePlural: string } {
  const names = regionalNames(ingredient, regionId);
  if (names.name !== ingredient.name) return names;
  return { name: regionalWords(ingredient.name, regionId), namePlural: regionalWords(ingredient.namePlural, regionId) };
}

export interface NutritionRow {
  label: string;
  value: string;
}

/** SPEC section 9: nutrients to 1 decimal, energy in whole kJ and whole calories; the labels in her region's spelling (fiber in the US). */
export function nutritionRows(nutrition: Nutrition, regionId?: number | null): NutritionRow[] {
  const grams = (value: number) => `${roundTo(value, 1)} g`;
  return [
    { label: 'Energy', value: `${roundTo(nutrition.energy, 0)} kJ` },
    { label: 'Calories', value: `${roundTo(nutrition.calories, 0)} Cal` },
    { label: 'Protein', value: grams(nutrition.protein) },
    { label: 'Fat', value: grams(nutrition.fat) },
    { label: 'Saturated fat', value: grams(nutrition.satFat) },
    { label: 'Carbohydrates', value: grams(nutrition.carbs) },
    { label: 'Sugars', value: grams(nutrition.sugar) },
    { label: 'Dietary fibre', value: grams(nutrition.dietryFibre) },
  ].map((row) => ({ ...row, label: recipeText(row.label, regionId) }));
}

/** The dietary tags' abbreviations as the catalog uses them. */
const DIETARY_TAGS: Readonly<Record<string, string>> = {
  V: 'Vegetarian',
  VG: 'Vegan',
  GF: 'Gluten free',
  DF: 'Dairy free',
  HP: 'High protein',
};

export const dietaryTagName = (abbreviation: string) => DIETARY_TAGS[abbreviation] ?? abbreviation;

/**
 * SPEC section 2's slug rule for a recipe link: the path the recipe lives at, or null when the
 * link already uses it. A link with another slug goes to this one.
 */
export function canonicalRecipePath(
  params: { recipeType: string; recipeId: number; recipeTitle: string },
  recipe: { title: string; urlPartial?: string | null },
): string | null {
  const slug = toSlug(recipe.title, recipe.urlPartial);
  if (safeDecode(params.recipeTitle) === slug) return null;
  return recipePath(params.recipeType, params.recipeId, recipe.title, recipe.urlPartial);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export const servesLabel = (serves: number) => countOf(serves, 'serve', 'serves');
