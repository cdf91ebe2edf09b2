import { regionCodeFor } from '../region/regional-text.ts';
import { UNIT_TYPE, measureOf, spoonRatios, type UnitType } from './unit-types.ts';

/** SPEC section 9: the fractions a quantity is shown with. */
export const QUANTITY_FRACTIONS = [
  { value: 1 / 8, glyph: '⅛' },
  { value: 1 / 4, glyph: '¼' },
  { value: 1 / 3, glyph: '⅓' },
  { value: 3 / 8, glyph: '⅜' },
  { value: 1 / 2, glyph: '½' },
  { value: 5 / 8, glyph: '⅝' },
  { value: 2 / 3, glyph: '⅔' },
  { value: 3 / 4, glyph: '¾' },
  { value: 7 / 8, glyph: '⅞' },
] as const;

/**
 * SPEC section 9, "within 3 percent": 3 % of ONE WHOLE unit, i.e. the fractional part may be at
 * most 0.03 away from a fraction (1.47 and 1.53 both read "1½"; 1.465 reads "1.5").
 * A share of the fraction itself would give ⅛ a window of ±0.004, which no scaled quantity hits.
 * Where two windows overlap (⅓/⅜, ⅝/⅔) the nearer fraction wins. A fractional part within the
 * same 0.03 of a whole number reads as that whole number.
 */
export const FRACTION_TOLERANCE = 0.03;
/** Floating-point slack, so 1.53 (whose fractional part is 0.53000000000000004) counts as inside. */
const EPSILON = 1e-9;

/** A number rounded half away from zero to `decimals` places, without binary surprises (1.005 -> 1.01). */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  // One ulp of slack lifts 1.005 * 100 (100.49999999999999) to the half it stands for.
  const rounded = Math.round(Math.abs(value) * factor * (1 + Number.EPSILON)) / factor;
  return (value < 0 ? -rounded : rounded) + 0;
}

/** A decimal a cook can read: whole from 10 up, one decimal from 1, two significant decimals below 1. */
function readableDecimal(value: number): string {
  if (value >= 10) return String(Math.round(value));
  if (value >= 1) return String(roundTo(value, 1));
  const decimals = value >= 0.1 ? 1 : 2;
  const rounded = roundTo(value, decimals);
  return String(rounded === 0 ? roundTo(value, 3) : rounded);
}

/**
 * A quantity as a cook reads it: "1½", "¾", "2", "1.4", "0.2". Grams and millilitres are never
 * fractions ("112½ g" helps no one): pass the unit type and they read as decimals.
 */
export function formatQuantity(value: number, unitType?: UnitType): string {
  if (!Number.isFinite(value) || value <= 0) return '0';
  const metric = unitType !== undefined && (unitType === UNIT_TYPE.grams || unitType === UNIT_TYPE.millilitres);
  if (metric) return readableDecimal(value);

  const whole = Math.floor(value + EPSILON);
  const fractional = value - whole;
  if (whole > 0 && fractional <= FRACTION_TOLERANCE + EPSILON) return String(whole);
  if (1 - fractional <= FRACTION_TOLERANCE + EPSILON) return String(whole + 1);

  let best: (typeof QUANTITY_FRACTIONS)[number] | undefined;
  for (const fraction of QUANTITY_FRACTIONS) {
    const distance = Math.abs(fractional - fraction.value);
    if (distance <= FRACTION_TOLERANCE + EPSILON && (!best || distance < Math.abs(fractional - best.value))) best = fraction;
  }
  if (best) return whole > 0 ? `${whole}${best.glyph}` : best.glyph;
  return readableDecimal(value);
}

/** A recipe quantity for another number of servings; float noise is trimmed (0.1 * 3 -> 0.3). */
export function scaleQuantity(quantity: number, fromServes: number, toServes: number): number {
  if (!(fromServes > 0) || !(toServes > 0)) throw new Error('servings must be positive');
  return roundTo((quantity * toServes) / fromServes, 6);
}

/**
 * A raw quantity rounded to the step a cook measures in: teaspoons to the nearest ¼, tablespoons
 * to ½ (a quarter tablespoon is a teaspoon), cups to ¼ or ⅓ (⅛ for tiny amounts, ½ from 3), grams and millilitres to 5 below 100 and 10, 25 or 50 above, pieces to the
 * nearest ½ (whole above 3). Never rounds a positive amount down to nothing.
 */
export function roundToCookingStep(value: number, unitType: UnitType): number {
  if (!(value > 0)) return 0;
  const measure = measureOf(unitType);
  if (measure === 'none') return 0;
  const toStep = (step: number) => Math.max(step, roundTo(Math.round(value / step) * step, 6));
  if (unitType === UNIT_TYPE.grams || unitType === UNIT_TYPE.millilitres) {
    if (value < 10) return toStep(value < 5 ? 1 : 5);
    if (value < 100) return toStep(5);
    if (value < 250) return toStep(10);
    if (value < 1000) return toStep(25);
    return toStep(50);
  }
  if (measure === 'volume') {
    if (value < 0.25) return toStep(1 / 8);
    if (value >= 3) return toStep(1 / 2);
    if (unitType === UNIT_TYPE.tbs) return toStep(value < 0.5 ? 1 / 4 : 1 / 2);
    const quarters = toStep(1 / 4);
    if (unitType !== UNIT_TYPE.cups) return quarters;
    const thirds = toStep(1 / 3);
    return Math.abs(thirds - value) < Math.abs(quarters - value) ? thirds : quarters;
  }
  return toStep(value <= 3 ? 1 / 2 : 1);
}

/**
 * A spoon or cup amount in the measure a cook of a region reaches for (default Australia): a
 * tablespoon's worth of teaspoons or more reads as tablespoons (4 tsp in Australia, 3 in the UK
 * and the US, where 3 tsp is 1 tbsp), 4 tablespoons or more as cups, under ¼ cup as tablespoons,
 * under ½ tablespoon as teaspoons, each rounded to a cooking step. Other units are returned as
 * they are.
 */
export function sensibleMeasure(quantity: number, unitType: UnitType, regionId?: number | null): { quantity: number; unitType: UnitType } {
  const { tspPerTbs, tbsPerCup } = spoonRatios(regionCodeFor(regionId));
  if (unitType === UNIT_TYPE.tsp && quantity >= tspPerTbs - EPSILON)
    return sensibleMeasure(roundToCookingStep(quantity / tspPerTbs, UNIT_TYPE.tbs), UNIT_TYPE.tbs, regionId);
  if (unitType === UNIT_TYPE.tbs && quantity >= 4 - EPSILON)
    return { quantity: roundToCookingStep(quantity / tbsPerCup, UNIT_TYPE.cups), unitType: UNIT_TYPE.cups };
  if (unitType === UNIT_TYPE.cups && quantity > 0 && quantity < 0.25 - EPSILON)
    return { quantity: roundToCookingStep(quantity * tbsPerCup, UNIT_TYPE.tbs), unitType: UNIT_TYPE.tbs };
  if (unitType === UNIT_TYPE.tbs && quantity > 0 && quantity < 0.5 - EPSILON)
    return { quantity: roundToCookingStep(quantity * tspPerTbs, UNIT_TYPE.tsp), unitType: UNIT_TYPE.tsp };
  return { quantity, unitType };
}
