import { regionCodeFor } from '../region/regional-text.ts';
import { roundTo, roundToCookingStep, sensibleMeasure } from './quantity.ts';
import { REGIONAL_SPOON_AND_CUP_ML, UNIT_TYPE, measureOf, type UnitType } from './unit-types.ts';

/** The avoirdupois ounce and pound, and the US fluid ounce and quart (NIST Handbook 44, appendix C). */
export const GRAMS_PER_OUNCE = 28.349523125;
const OUNCES_PER_POUND = 16;
const ML_PER_FLUID_OUNCE = 29.5735295625;
const FLUID_OUNCES_PER_QUART = 32;
const US = REGIONAL_SPOON_AND_CUP_ML.US;
const US_REGION_ID = 3;

/** What an amount is shown in: a SPEC unit type, or a unit of a bigger or a US customary measure. */
export type MeasureUnit = UnitType | 'kg' | 'L' | 'oz' | 'lb' | 'flOz' | 'qt';

export interface Measure {
  quantity: number;
  unit: MeasureUnit;
}

/**
 * Who reads the amount: a cook measuring it out (a recipe page) or a shopper buying it (the
 * shopping list). A cook's amount goes to the nearest step of her scale or spoons; a shopper's
 * goes up to what a shop sells, so the list never buys short.
 */
export type MeasureUse = 'cook' | 'shop';

/** What the rules need to know of the food: its shopping category and its density. */
export interface FoodFacts {
  category?: string | undefined;
  /** Grams in one millilitre. */
  gramsPerMillilitre?: number | null | undefined;
}

/**
 * What a US cook measures in cups and spoons rather than weighs, where the recipe gives grams:
 * nuts, seeds and dried fruit, grains, frozen peas and corn, pantry goods (flour, sugar, cocoa,
 * chocolate), spices and dairy (crumbled feta, grated cheese, butter in tablespoons). Meat, fish,
 * fruit and vegetables, tofu and canned goods she buys and cooks by the ounce and the pound.
 */
const US_MEASURED_BY_VOLUME = new Set(['Nuts & Seeds', 'Grains & Pasta', 'Frozen', 'Pantry', 'Herbs & Spices', 'Dairy & Eggs']);
/** Liquids a US shop sells labelled in fluid ounces (cans, cartons, bottles); milk and the like read in cups and quarts. */
const US_SOLD_BY_FLUID_OUNCE = new Set(['Canned & Jarred', 'Drinks']);

const EPSILON = 1e-9;
const up = (value: number, step: number) => roundTo(Math.ceil(value / step - EPSILON) * step, 6);
const nearest = (value: number, step: number, min = step) => Math.max(min, roundTo(Math.round(value / step) * step, 6));

/** The step a metric amount is bought in: 5 g under 50 g, 10 g under 250 g, 50 g under 1 kg, 100 g from there (788 g of lamb is 800 g). */
export function shopMetricAmount(value: number): number {
  const step = value < 50 ? 5 : value < 250 ? 10 : value < 1000 ? 50 : 100;
  return up(value, step);
}

/** A spoon or cup amount in the measure a cook of the region reaches for, rounded to a step of it. */
function spoonMeasure(quantity: number, unitType: UnitType, regionId: number | null | undefined): Measure {
  const measured = sensibleMeasure(quantity, unitType, regionId);
  const rounded = measured.unitType === unitType ? roundToCookingStep(measured.quantity, unitType) : measured.quantity;
  return { quantity: rounded, unit: measured.unitType };
}

/**
 * The step a cook weighs or pours a scaled metric amount to: the gram under 10, 5 under 250 (125 ml
 * is half a cup, and stays), 25 under 1 kg, 50 from there.
 */
export function cookMetricAmount(value: number): number {
  const step = value < 10 ? 1 : value < 250 ? 5 : value < 1000 ? 25 : 50;
  // Never down to nothing: under a gram reads to the tenth.
  return nearest(value, step, value < 1 ? Math.max(0.1, roundTo(value, 1)) : 1);
}

/** From 1000 g or ml the amount reads in kg or L. */
function bigMetric(quantity: number, unit: UnitType): Measure {
  if (quantity < 1000 - EPSILON) return { quantity, unit };
  return { quantity: roundTo(quantity / 1000, 2), unit: unit === UNIT_TYPE.grams ? 'kg' : 'L' };
}

/** Grams by weight for a US cook or shopper: ounces under a pound, pounds by the quarter from there (788 g is 1¾ lb). */
export function usWeight(grams: number, use: MeasureUse): Measure {
  const ounces = grams / GRAMS_PER_OUNCE;
  if (use === 'shop') {
    if (ounces <= OUNCES_PER_POUND + EPSILON) return { quantity: Math.max(1, up(ounces, 1)), unit: 'oz' };
    return { quantity: up(ounces / OUNCES_PER_POUND, 0.25), unit: 'lb' };
  }
  if (ounces < 4) return { quantity: nearest(ounces, 0.5, 0.25), unit: 'oz' };
  if (ounces < OUNCES_PER_POUND - 0.5) return { quantity: nearest(ounces, 1), unit: 'oz' };
  return { quantity: nearest(ounces / OUNCES_PER_POUND, 0.25), unit: 'lb' };
}

/**
 * Millilitres for a US cook or shopper, in US spoons and cups: teaspoons under a tablespoon,
 * tablespoons under ¼ cup, cups from there; a shopper buys more than 4 cups by the quart (up to
 * the half quart), and canned and bottled liquids by the fluid ounce on the label (up to the whole).
 */
export function usVolume(millilitres: number, use: MeasureUse, category?: string): Measure {
  const spoons = (quantity: number, unitType: UnitType) => spoonMeasure(quantity, unitType, US_REGION_ID);
  if (millilitres < US.tbs - EPSILON) return spoons(millilitres / US.tsp, UNIT_TYPE.tsp);
  const cups = millilitres / US.cups;
  if (cups < 0.25 - EPSILON) return spoons(millilitres / US.tbs, UNIT_TYPE.tbs);
  if (use === 'cook') return { quantity: roundToCookingStep(cups, UNIT_TYPE.cups), unit: UNIT_TYPE.cups };
  const fluidOunces = millilitres / ML_PER_FLUID_OUNCE;
  if (fluidOunces > FLUID_OUNCES_PER_QUART + EPSILON) return { quantity: up(fluidOunces / FLUID_OUNCES_PER_QUART, 0.5), unit: 'qt' };
  if (category && US_SOLD_BY_FLUID_OUNCE.has(category)) return { quantity: up(fluidOunces, 1), unit: 'flOz' };
  if (cups > 4 + EPSILON) return { quantity: up(fluidOunces / FLUID_OUNCES_PER_QUART, 0.5), unit: 'qt' };
  // Cups are poured, not bought: the nearest cook's step (125 ml is ½ cup, not ¾).
  return { quantity: roundToCookingStep(cups, UNIT_TYPE.cups), unit: UNIT_TYPE.cups };
}

/**
 * An amount as a member of a region measures or buys it. The amount comes as the catalog stores
 * it (Australian metric measures; spoon and cup counts read as her own spoons and cups,
 * units/unit-types.ts).
 * - Australia and the UK keep metric: grams and millilitres to a cook's step (or up to a shop's),
 *   kg and L from 1000; spoons add up in the region's spoons (3 tsp is 1 tbsp in the UK, 4 tsp
 *   1 tbs in Australia), 4 tablespoons or more read as cups.
 * - The US reads US customary: weights in oz and lb, or in cups and spoons for what a US cook
 *   measures so (US_MEASURED_BY_VOLUME, through the food's density); millilitres in spoons and
 *   cups (quarts and fluid ounces on a shopping list).
 * - Counted things: a cook's to the ¼ (½ from 3, whole from 10); a shopper's up to whole ones.
 */
export function regionalMeasure(
  quantity: number,
  unitType: UnitType,
  regionId: number | null | undefined,
  food: FoodFacts,
  use: MeasureUse,
): Measure {
  if (!(quantity > 0) || unitType === UNIT_TYPE.none) return { quantity: 0, unit: UNIT_TYPE.none };
  const measure = measureOf(unitType);
  if (measure === 'count') {
    if (use === 'shop') return { quantity: up(quantity, 1), unit: unitType };
    const step = quantity < 3 ? 0.25 : quantity < 10 ? 0.5 : 1;
    return { quantity: nearest(quantity, step), unit: unitType };
  }
  const us = regionCodeFor(regionId) === 'US';
  if (unitType === UNIT_TYPE.grams) {
    if (!us) return bigMetric(use === 'shop' ? shopMetricAmount(quantity) : cookMetricAmount(quantity), unitType);
    const density = food.gramsPerMillilitre ?? 0;
    if (use === 'cook' && density > 0 && food.category && US_MEASURED_BY_VOLUME.has(food.category))
      return usVolume(quantity / density, use, food.category);
    return usWeight(quantity, use);
  }
  if (unitType === UNIT_TYPE.millilitres) {
    if (us) return usVolume(quantity, use, food.category);
    return bigMetric(use === 'shop' ? shopMetricAmount(quantity) : cookMetricAmount(quantity), unitType);
  }
  return spoonMeasure(quantity, unitType, regionId);
}

/** Counts a shop sells by the dozen: "25 eggs" reads "25 eggs (2 dozen + 1)". */
const SOLD_BY_THE_DOZEN = new Set(['egg']);

/** The dozens of a shopping count, or '' when the food is not sold by the dozen or there is less than one. */
export function dozens(foodId: string, count: number): string {
  if (!SOLD_BY_THE_DOZEN.has(foodId) || count < 12) return '';
  const whole = Math.floor(count / 12);
  const rest = Math.round(count - whole * 12);
  return rest === 0 ? `${whole} dozen` : `${whole} dozen + ${rest}`;
}
