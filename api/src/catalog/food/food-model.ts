import { KJ_PER_KCAL, type NutrientAmounts } from '@app/shared/units/nutrition';
import type { RegionalNames } from '@app/shared/units/ingredient-label';
import type { ShoppingCategory } from '@app/shared/units/shopping-categories';
import { UNIT_TYPE, type UnitType } from '@app/shared/units/unit-types';
import { roundTo } from '@app/shared/units/quantity';
import { wordsOf } from '@app/shared/region/regional-words';

/** What a food contains that decides a diet: the diet flags are computed from this, never typed. */
export type Contains = 'meat' | 'seafood' | 'dairy' | 'egg' | 'gluten' | 'honey';

export interface DietFlags {
  vegetarian: boolean;
  vegan: boolean;
  glutenFree: boolean;
  dairyFree: boolean;
}

export interface Food extends RegionalNames {
  /** Stable slug, the foodId of recipe ingredients. */
  id: string;
  category: ShoppingCategory;
  /** Per 100 g edible portion: energy in kJ, nutrients in g (carbs are available carbohydrate, see FOOD_SOURCE). */
  per100g: NutrientAmounts;
  /** g per ml, for foods measured by volume (spoons, cups, ml). */
  density?: number;
  /** Grams of one piece for the count units it is counted in (singular: one egg, rashers: one rasher...). */
  pieceGrams?: Partial<Record<UnitType, number>>;
  contains: readonly Contains[];
  diet: DietFlags;
  /** The food composition table entry the values were taken from. */
  source: string;
  /** Short name for recipe titles ("Chicken" for chicken breast), per region where it differs. */
  label: string;
  labelUK?: string;
  labelUS?: string;
  /** How a method step names it: "the chickpeas", not "the canned chickpeas, drained". */
  ref: string;
}

/*
 * Values are from USDA FoodData Central, SR Legacy (April 2018), public domain, per 100 g; each
 * food records the SR Legacy description it was read from. Two transformations, both documented:
 * energy in kJ is SR's kcal x 4.184 (SR Legacy derives its kJ the same way), and carbs are
 * available carbohydrate, SR's "carbohydrate, by difference" minus dietary fibre, which is what an
 * Australian nutrition panel shows (FSANZ Standard 1.2.8). A nutrient SR does not report is 0.
 */

export function dietFlags(contains: readonly Contains[]): DietFlags {
  const has = (item: Contains) => contains.includes(item);
  const vegetarian = !has('meat') && !has('seafood');
  return {
    vegetarian,
    vegan: vegetarian && !has('dairy') && !has('egg') && !has('honey'),
    glutenFree: !has('gluten'),
    dairyFree: !has('dairy'),
  };
}

const CONTAINS_CODES: Record<string, Contains> = { M: 'meat', S: 'seafood', D: 'dairy', E: 'egg', G: 'gluten', H: 'honey' };

function titleCase(text: string): string {
  return text.replace(/(^|[\s-])([a-z])/g, (_match, space: string, letter: string) => space + letter.toUpperCase());
}

type Names = string | readonly [string, string];

export interface FoodOptions {
  /** density, g/ml */
  d?: number;
  /** grams of one counted piece (singular unit) */
  each?: number;
  /** grams per piece of the other count units */
  units?: Partial<Record<UnitType, number>>;
  /** contains: M meat, S seafood, D dairy, E egg, G gluten, H honey */
  c?: string;
  uk?: Names;
  us?: Names;
  label?: string;
  labelUK?: string;
  labelUS?: string;
  /** the name in method steps; default: the name of a counted food, else the plural */
  ref?: string;
}

/** [kcal, protein, fat, satFat, carbohydrate by difference, total sugars, dietary fibre] per 100 g, as SR Legacy lists them. */
export type SrValues = readonly [number, number, number, number, number, number, number];

function splitNames(names: Names): [string, string] {
  return typeof names === 'string' ? [names, names] : [names[0], names[1]];
}

/** One row of the food table, in the compact form foods.ts is written in. */
export function food(
  id: string,
  names: Names,
  category: ShoppingCategory,
  srDescription: string,
  values: SrValues,
  options: FoodOptions = {},
): Food {
  const [kcal, protein, fat, satFat, carbsByDifference, sugar, dietryFibre] = values;
  const [name, namePlural] = splitNames(names);
  const contains = [...(options.c ?? '')].map((code) => {
    const item = CONTAINS_CODES[code];
    if (!item) throw new Error(`food ${id}: unknown contains code ${code}`);
    return item;
  });
  const pieceGrams: Partial<Record<UnitType, number>> = { ...options.units };
  if (options.each !== undefined) pieceGrams[UNIT_TYPE.singular] = options.each;
  const result: Food = {
    id,
    name,
    namePlural,
    category,
    per100g: {
      energy: roundTo(kcal * KJ_PER_KCAL, 1),
      protein,
      fat,
      satFat,
      carbs: roundTo(Math.max(0, carbsByDifference - dietryFibre), 2),
      sugar,
      dietryFibre,
    },
    contains,
    diet: dietFlags(contains),
    source: srDescription,
    label: options.label ?? titleCase(name),
    ref: options.ref ?? (options.each !== undefined ? name : namePlural),
  };
  if (options.d !== undefined) result.density = options.d;
  if (Object.keys(pieceGrams).length > 0) result.pieceGrams = pieceGrams;
  // A region's names are its words for the food (the one table, shared/src/region/regional-words.ts),
  // unless the row names the product a shop there sells (uk/us: "boneless skinless chicken breasts").
  for (const region of ['UK', 'US'] as const) {
    const explicit = options[region === 'UK' ? 'uk' : 'us'];
    const [regionalName, regionalPlural] = explicit ? splitNames(explicit) : [wordsOf(name, region), wordsOf(namePlural, region)];
    if (regionalName !== name || regionalPlural !== namePlural) {
      result[`name${region}`] = regionalName;
      result[`namePlural${region}`] = regionalPlural;
    }
    const label = options[`label${region}`] ?? wordsOf(result.label, region, { title: true });
    if (label !== result.label) result[`label${region}`] = label;
  }
  return result;
}
