import { regionCodeFor, type RegionCode } from '../region/regional-text.ts';
import { formatQuantity, roundTo } from './quantity.ts';
import { UNIT_TYPE, unitDefinition, type UnitKey, type UnitType } from './unit-types.ts';

interface UnitName {
  one: string;
  many: string;
  /** "200g": metric symbols sit against the number, as cooks in all three countries print them. */
  attached?: boolean;
}

type NamedUnit = Exclude<UnitKey, 'singular' | 'none'>;

/**
 * What each country's cooks write (checked against each country's big recipe publishers:
 * taste.com.au and the Australian Women's Weekly, BBC Good Food, and US food magazines):
 * - tablespoon: "tbs" in Australia, "tbsp" in the UK and the US; teaspoon "tsp" everywhere.
 * - millilitres: "ml" in Australia and the UK, "mL" in the US (the FDA's and US magazines' style).
 * - bacon: "rasher" in Australia and the UK, "slice" in the US.
 * - celery: "stalk" in Australia and the US, "stick" in the UK.
 * - grams, cups, bunches, heads, sprigs, sheets and slices are the same words everywhere.
 */
const AU_UNIT_NAMES: Record<NamedUnit, UnitName> = {
  grams: { one: 'g', many: 'g', attached: true },
  millilitres: { one: 'ml', many: 'ml', attached: true },
  tsp: { one: 'tsp', many: 'tsp' },
  tbs: { one: 'tbs', many: 'tbs' },
  cups: { one: 'cup', many: 'cups' },
  bunch: { one: 'bunch', many: 'bunches' },
  rashers: { one: 'rasher', many: 'rashers' },
  head: { one: 'head', many: 'heads' },
  sprig: { one: 'sprig', many: 'sprigs' },
  stalk: { one: 'stalk', many: 'stalks' },
  sheets: { one: 'sheet', many: 'sheets' },
  slice: { one: 'slice', many: 'slices' },
};

export const UNIT_NAMES: Record<RegionCode, Record<NamedUnit, UnitName>> = {
  AU: AU_UNIT_NAMES,
  UK: {
    ...AU_UNIT_NAMES,
    tbs: { one: 'tbsp', many: 'tbsp' },
    stalk: { one: 'stick', many: 'sticks' },
  },
  US: {
    ...AU_UNIT_NAMES,
    millilitres: { one: 'mL', many: 'mL', attached: true },
    tbs: { one: 'tbsp', many: 'tbsp' },
    rashers: { one: 'slice', many: 'slices' },
  },
};

/** More than one takes the plural ("2 cups", "1½ cups"); one or less the singular ("1 cup", "½ cup"). */
export function isPluralQuantity(quantity: number): boolean {
  return quantity > 1 + 1e-9 && formatQuantity(quantity) !== '1';
}

/** A unit's name for a region and quantity, or '' for singular (a counted item) and none. */
export function unitName(unitType: UnitType, quantity: number, regionId: number | null | undefined): string {
  const unit = namedUnit(unitType, regionId);
  if (!unit) return '';
  return isPluralQuantity(quantity) ? unit.many : unit.one;
}

function namedUnit(unitType: UnitType, regionId: number | null | undefined): UnitName | undefined {
  const key = unitDefinition(unitType).key;
  if (key === 'singular' || key === 'none') return undefined;
  return UNIT_NAMES[regionCodeFor(regionId)][key];
}

/**
 * An ingredient line: "1½ cups rolled oats", "300g baby potatoes", "2 eggs", "½ egg", "salt".
 * A counted item (singular) takes the plural name above one; by weight the plural name reads
 * right ("300g baby potatoes", "200g cherry tomatoes"); with any other unit the name stays as
 * given ("1 tbs Lebanese cucumber", "1 bunch asparagus"). A none unit shows the name alone.
 * From 1000 g or ml the amount reads in kg or L ("1.2kg pumpkin", "1.5L stock").
 */
export function ingredientLabel(
  quantity: number,
  unitType: UnitType,
  name: string,
  namePlural: string,
  regionId: number | null | undefined,
): string {
  if (unitType === UNIT_TYPE.none || !(quantity > 0)) return name;
  const metric = unitType === UNIT_TYPE.grams || unitType === UNIT_TYPE.millilitres;
  if (metric && quantity >= 1000) {
    const big = unitType === UNIT_TYPE.grams ? 'kg' : 'L';
    return `${roundTo(quantity / 1000, 2)}${big} ${unitType === UNIT_TYPE.grams ? namePlural || name : name}`;
  }
  const amount = formatQuantity(quantity, unitType);
  if (unitType === UNIT_TYPE.singular) return `${amount} ${isPluralQuantity(quantity) ? namePlural || name : name}`;
  const word = unitName(unitType, quantity, regionId);
  const noun = unitType === UNIT_TYPE.grams ? namePlural || name : name;
  return namedUnit(unitType, regionId)?.attached ? `${amount}${word} ${noun}` : `${amount} ${word} ${noun}`;
}

/** An ingredient's or food's names with optional regional variants, as the catalog stores them. */
export interface RegionalNames {
  name: string;
  namePlural: string;
  nameUK?: string;
  namePluralUK?: string;
  nameUS?: string;
  namePluralUS?: string;
}

/** The names a region reads: the UK or US variant where there is one, else the default (AU). */
export function regionalNames(item: RegionalNames, regionId: number | null | undefined): { name: string; namePlural: string } {
  const code: RegionCode = regionCodeFor(regionId);
  if (code === 'UK' && item.nameUK) return { name: item.nameUK, namePlural: item.namePluralUK ?? item.nameUK };
  if (code === 'US' && item.nameUS) return { name: item.nameUS, namePlural: item.namePluralUS ?? item.nameUS };
  return { name: item.name, namePlural: item.namePlural };
}
