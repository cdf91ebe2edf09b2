import { regionCodeFor } from '../region/regional-text.ts';
import { roundToCookingStep, sensibleMeasure } from '../units/quantity.ts';
import { UNIT_TYPE, measureOf, regionalUnitSize, type UnitType } from '../units/unit-types.ts';

/** A meal's (or a hand item's) amount of one shopping-list line. */
export interface LineShare {
  quantity: number;
  unitType: UnitType;
}

/** What a line's total is made from: its shares, whether it is the food's mass line, the food's density. */
export interface LineAmountInput {
  /** The line joins mass and volume (`${foodId}:mass`): volumes read in grams where they meet a weight. */
  mass: boolean;
  /** Grams in one millilitre of the food, when known. */
  gramsPerMillilitre?: number | undefined;
  shares: readonly LineShare[];
}

function sum(values: readonly number[]): number {
  return Math.round(values.reduce((total, value) => total + value, 0) * 1e6) / 1e6;
}

/**
 * The amount a shopping-list line shows, in a sensible unit, added up in a region's spoons and cups
 * (default Australia: the API's own answer); null for a line with no unit (salt to taste). One
 * rule for the API and the list page: the page adds a UK or US member's spoons up in hers (six
 * teaspoons of maple syrup are 2 tbsp there, 1½ tbs in Australia).
 */
export function lineAmount(line: LineAmountInput, regionId?: number | null): { quantity: number; unitType: UnitType } | null {
  const region = regionCodeFor(regionId);
  const first = line.shares[0];
  if (!first || first.unitType === UNIT_TYPE.none) return null;
  const units = new Set(line.shares.map((share) => share.unitType));
  const measure = measureOf(first.unitType);
  if (measure === 'count') return { quantity: sum(line.shares.map((share) => share.quantity)), unitType: first.unitType };

  const base = (share: LineShare) => share.quantity * (regionalUnitSize(share.unitType, region) ?? 0);
  // A food with a density reads in grams only where mass and volume meet: milk that every recipe measures in cups stays in cups.
  const allVolume = line.shares.every((share) => measureOf(share.unitType) === 'volume');
  if (line.mass && !allVolume) {
    const density = line.gramsPerMillilitre ?? 1;
    const grams = sum(line.shares.map((share) => (measureOf(share.unitType) === 'mass' ? base(share) : base(share) * density)));
    return { quantity: grams, unitType: UNIT_TYPE.grams };
  }

  if (units.size === 1) return sensibleMeasure(sum(line.shares.map((share) => share.quantity)), first.unitType, regionId);
  const millilitres = sum(line.shares.map(base));
  // A recipe that measures this food in a jug (ml) is read in ml; otherwise in the largest spoon or cup used.
  if (units.has(UNIT_TYPE.millilitres)) return { quantity: millilitres, unitType: UNIT_TYPE.millilitres };
  const largest = [...units].reduce((a, b) => ((regionalUnitSize(a, region) ?? 0) >= (regionalUnitSize(b, region) ?? 0) ? a : b));
  const inLargest = millilitres / (regionalUnitSize(largest, region) ?? 1);
  return sensibleMeasure(roundToCookingStep(inLargest, largest), largest, regionId);
}
