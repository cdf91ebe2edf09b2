import type { Nutrition } from '@app/shared/units/nutrition';
import { roundToCookingStep, sensibleMeasure } from '@app/shared/units/quantity';
import type { RegionalNames } from '@app/shared/units/ingredient-label';
import type { RegionCode } from '@app/shared/region/regional-text';
import { wordsOf } from '@app/shared/region/regional-words';
import { UNIT_TYPE, type UnitType } from '@app/shared/units/unit-types';
import type { Random } from '../random.ts';
import type { Food } from './food-model.ts';
import { foodById } from './foods.ts';

export type RecipeMeal = 'Breakfast' | 'Lunch' | 'Dinner' | 'Snack';

/** SPEC section 3 ingredient content types; the catalog writes normal and heading entries. */
type IngredientContentType = 'normal' | 'energy' | 'meals' | 'heading';

export interface RecipeIngredient extends RegionalNames {
  contentType: IngredientContentType;
  /** The food's shopping category; '' for a heading. */
  category: string;
  quantity: number;
  unitType: UnitType;
  /** Absent for a heading. */
  foodId?: string;
}

export interface Recipe {
  /** Stable text id: the slug of the title. */
  id: string;
  contentId: number;
  contentType: 'recipe';
  title: string;
  titleUK?: string;
  titleUS?: string;
  urlPartial: string;
  mealType: RecipeMeal;
  dishKind: string;
  cuisine: string;
  serves: number;
  /** minutes */
  prepTime: number;
  /** minutes */
  cookTime: number;
  tagAbbreviations: string[];
  summary: string;
  method: string[];
  ingredients: RecipeIngredient[];
  /** The foods the title names: each is among the ingredients. */
  titleFoodIds: string[];
  /** Per serve, computed from the ingredients. */
  nutrition: Nutrition;
}

/** An ingredient of a template, as an amount PER SERVE; the recipe multiplies and rounds it. */
export interface Amount {
  food: string;
  perServe: number;
  unit: UnitType;
}

const amount =
  (unit: UnitType) =>
  (food: string, perServe: number): Amount => ({ food, perServe, unit });
export const grams = amount(UNIT_TYPE.grams);
export const ml = amount(UNIT_TYPE.millilitres);
export const tsp = amount(UNIT_TYPE.tsp);
export const tbs = amount(UNIT_TYPE.tbs);
export const cups = amount(UNIT_TYPE.cups);
export const pieces = amount(UNIT_TYPE.singular);
export const bunches = amount(UNIT_TYPE.bunch);
export const stalks = amount(UNIT_TYPE.stalk);
export const sprigs = amount(UNIT_TYPE.sprig);
export const slices = amount(UNIT_TYPE.slice);
/** To taste: no quantity (salt, pepper). */
const toTaste = (food: string): Amount => ({ food, perServe: 0, unit: UNIT_TYPE.none });
export const seasoning = (): Amount[] => [toTaste('sea-salt'), toTaste('black-pepper')];

export interface IngredientGroup {
  heading?: string;
  items: Amount[];
}

/** A word of a title: plain text, or a food whose regional label is used. */
export type TitleWord = string | { food: string };
export const F = (food: string): TitleWord => ({ food });

/** What a template returns; build() turns it into a Recipe. */
interface Draft {
  dishKind: string;
  cuisine: string;
  mealType: RecipeMeal;
  serves: number;
  title: TitleWord[];
  groups: IngredientGroup[];
  method: string[];
  summary: string;
  prepTime: number;
  cookTime: number;
}

export interface Template<Choice> {
  dishKind: string;
  /** How many recipes of this template the catalog takes. */
  quota: number;
  choices: () => Choice[];
  draft: (choice: Choice, random: Random) => Draft;
}

/** A template with its choice type hidden, so templates of different kinds sit in one list. */
export interface TemplateRunner {
  dishKind: string;
  quota: number;
  /** The template's drafts, its choices taken in a seeded order. */
  drafts: (random: Random) => Iterable<Draft>;
}

export function runner<Choice>(template: Template<Choice>): TemplateRunner {
  return {
    dishKind: template.dishKind,
    quota: template.quota,
    drafts: function* (random) {
      for (const choice of random.shuffle(template.choices())) yield template.draft(choice, random);
    },
  };
}

/** A food's name for method text: "the chickpeas", "the eggs", "the avocado". */
export function nm(foodId: string): string {
  return foodById(foodId).ref;
}

/** "a, b and c" */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A title in each region: its foods by their regional labels, its other words through the regional words table ("Tray Bake" is a "Traybake" in the UK). */
export function regionalTitle(words: readonly TitleWord[]): { AU: string; UK: string; US: string } {
  const render = (region: RegionCode, pick: (food: Food) => string) =>
    words.map((word) => (typeof word === 'string' ? wordsOf(word, region, { title: true }) : pick(foodById(word.food)))).join('');
  return {
    AU: render('AU', (food) => food.label),
    UK: render('UK', (food) => food.labelUK ?? food.label),
    US: render('US', (food) => food.labelUS ?? food.label),
  };
}

export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Every combination of the given lists, in order. */
export function combinations<T extends readonly unknown[]>(...lists: { [K in keyof T]: readonly T[K][] }): T[] {
  let result: unknown[][] = [[]];
  for (const list of lists as readonly (readonly unknown[])[]) {
    result = result.flatMap((prefix) => list.map((item) => [...prefix, item]));
  }
  return result as unknown as T[];
}

/** Unordered pairs of distinct items. */
export function pairs<T>(items: readonly T[]): [T, T][] {
  const result: [T, T][] = [];
  items.forEach((first, i) => items.slice(i + 1).forEach((second) => result.push([first, second])));
  return result;
}

/** Ingredients of a draft scaled to its servings and rounded to a cook's steps, headings in place. */
export function scaledIngredients(groups: readonly IngredientGroup[], serves: number): RecipeIngredient[] {
  const result: RecipeIngredient[] = [];
  for (const group of groups) {
    if (group.heading) {
      result.push({
        contentType: 'heading',
        category: '',
        name: group.heading,
        namePlural: group.heading,
        quantity: 0,
        unitType: UNIT_TYPE.none,
      });
    }
    for (const item of group.items) {
      const food = foodById(item.food);
      const measure = sensibleMeasure(item.unit === UNIT_TYPE.none ? 0 : roundToCookingStep(item.perServe * serves, item.unit), item.unit);
      const ingredient: RecipeIngredient = {
        contentType: 'normal',
        category: food.category,
        name: food.name,
        namePlural: food.namePlural,
        quantity: measure.quantity,
        unitType: measure.unitType,
        foodId: food.id,
      };
      if (food.nameUK) Object.assign(ingredient, { nameUK: food.nameUK, namePluralUK: food.namePluralUK });
      if (food.nameUS) Object.assign(ingredient, { nameUS: food.nameUS, namePluralUS: food.namePluralUS });
      result.push(ingredient);
    }
  }
  return result;
}
