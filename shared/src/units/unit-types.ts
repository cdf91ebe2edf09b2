import type { RegionCode } from '../region/regional-text.ts';

/**
 * SPEC section 3, "Unit types": the ids an ingredient's unitType takes, and what each one measures.
 *
 * Canonical sizes. Recipes are written and stored in Australian metric measures (AS 2258 kitchen
 * measures, the default region's): 1 tsp = 5 ml, 1 tbs = 20 ml, 1 cup = 250 ml. Nutrition and the
 * stored shopping-list amounts use these sizes. The UK and US tablespoon is 15 ml and the US cup
 * 236.6 ml (REGIONAL_SPOON_AND_CUP_ML). A recipe's spoon and cup counts read unchanged in every
 * region, as Australian-written recipes are read everywhere: the gap (5 ml a tablespoon) is within
 * a cook's tolerance for seasonings and sauces, and "1 tbs" read as "1⅓ tbsp" would help nobody.
 * What changes is how counts add up and convert, in the region's own spoons (spoonRatios): 3 tsp
 * make a UK or US tablespoon and 4 an Australian one, 16 US tablespoons a cup.
 */
export const UNIT_TYPE = {
  singular: 0,
  grams: 1,
  millilitres: 2,
  tsp: 3,
  tbs: 5,
  cups: 7,
  bunch: 8,
  rashers: 9,
  head: 10,
  sprig: 11,
  stalk: 12,
  sheets: 13,
  slice: 14,
  none: -1,
} as const;

export type UnitKey = keyof typeof UNIT_TYPE;
export type UnitType = (typeof UNIT_TYPE)[UnitKey];

/** mass and volume convert within themselves; count units convert to grams only through a food's piece weight. */
export type Measure = 'mass' | 'volume' | 'count' | 'none';

export interface UnitDefinition {
  id: UnitType;
  key: UnitKey;
  measure: Measure;
  /** Grams (mass) or millilitres (volume) in one unit, canonical (AU) size; absent for count and none. */
  size?: number;
}

export const UNITS: readonly UnitDefinition[] = [
  { id: 0, key: 'singular', measure: 'count' },
  { id: 1, key: 'grams', measure: 'mass', size: 1 },
  { id: 2, key: 'millilitres', measure: 'volume', size: 1 },
  { id: 3, key: 'tsp', measure: 'volume', size: 5 },
  { id: 5, key: 'tbs', measure: 'volume', size: 20 },
  { id: 7, key: 'cups', measure: 'volume', size: 250 },
  { id: 8, key: 'bunch', measure: 'count' },
  { id: 9, key: 'rashers', measure: 'count' },
  { id: 10, key: 'head', measure: 'count' },
  { id: 11, key: 'sprig', measure: 'count' },
  { id: 12, key: 'stalk', measure: 'count' },
  { id: 13, key: 'sheets', measure: 'count' },
  { id: 14, key: 'slice', measure: 'count' },
  { id: -1, key: 'none', measure: 'none' },
];

/** What each region's spoons and cups hold (the UK metric cup is 250 ml); recipes are stored in the AU sizes above. */
export const REGIONAL_SPOON_AND_CUP_ML = {
  AU: { tsp: 5, tbs: 20, cups: 250 },
  UK: { tsp: 5, tbs: 15, cups: 250 },
  US: { tsp: 4.93, tbs: 14.79, cups: 236.59 },
} as const satisfies Record<RegionCode, { tsp: number; tbs: number; cups: number }>;

/** How a region's spoons add up: teaspoons in its tablespoon (AU 4, UK and US 3) and tablespoons in its cup (AU 12.5, US 16). */
export function spoonRatios(region: RegionCode): { tspPerTbs: number; tbsPerCup: number } {
  const ml = REGIONAL_SPOON_AND_CUP_ML[region];
  return { tspPerTbs: Math.round(ml.tbs / ml.tsp), tbsPerCup: Math.round((ml.cups / ml.tbs) * 10) / 10 };
}

/**
 * Millilitres or grams in one unit as a region's cook measures it: spoon and cup counts in her
 * spoons and cups (a recipe's "1 tbs" is her tablespoon), grams and millilitres as they are.
 */
export function regionalUnitSize(unitType: UnitType, region: RegionCode): number | undefined {
  const unit = unitDefinition(unitType);
  if (unit.key === 'tsp' || unit.key === 'tbs' || unit.key === 'cups') return REGIONAL_SPOON_AND_CUP_ML[region][unit.key];
  return unit.size;
}

const BY_ID = new Map<number, UnitDefinition>(UNITS.map((unit) => [unit.id, unit]));

export function isUnitType(value: unknown): value is UnitType {
  return typeof value === 'number' && BY_ID.has(value);
}

export function unitDefinition(unitType: UnitType): UnitDefinition {
  const unit = BY_ID.get(unitType);
  if (!unit) throw new Error(`unknown unit type ${String(unitType)}`);
  return unit;
}

export function measureOf(unitType: UnitType): Measure {
  return unitDefinition(unitType).measure;
}
