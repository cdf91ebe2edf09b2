/**
 * SPEC section 3, "Unit types": the ids an ingredient's unitType takes, and what each one measures.
 *
 * Canonical sizes. Recipes are written and stored in Australian metric measures (AS 2258 kitchen
 * measures, the default region's): 1 tsp = 5 ml, 1 tbs = 20 ml, 1 cup = 250 ml. Nutrition and the
 * shopping-list merge convert with these sizes. The UK and US tablespoon is 15 ml and the US cup
 * 236.6 ml (REGIONAL_SPOON_AND_CUP_ML); a recipe's counts are shown unchanged in every region, as
 * Australian-written recipes are everywhere: the gap (5 ml a tablespoon) is within a cook's
 * tolerance for seasonings and sauces, and converting "1 tbs" into "1⅓ tbsp" would help nobody.
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

/** What the other regions' spoons and cups hold, for reference; recipes are stored in the AU sizes above. */
export const REGIONAL_SPOON_AND_CUP_ML = {
  AU: { tsp: 5, tbs: 20, cups: 250 },
  UK: { tsp: 5, tbs: 15, cups: 250 },
  US: { tsp: 4.93, tbs: 14.79, cups: 236.59 },
} as const;

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

/**
 * A quantity in grams (mass) or millilitres (volume), or null for count and none units, which
 * need a food's piece weight. The shopping list sums within a measure with this.
 */
export function toBaseAmount(quantity: number, unitType: UnitType): { measure: 'mass' | 'volume'; amount: number } | null {
  const unit = unitDefinition(unitType);
  if ((unit.measure !== 'mass' && unit.measure !== 'volume') || unit.size === undefined) return null;
  return { measure: unit.measure, amount: quantity * unit.size };
}
