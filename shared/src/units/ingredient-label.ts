import { regionCodeFor, type RegionCode } from '../region/regional-text.ts';
import { formatQuantity, roundTo } from './quantity.ts';
import type { Measure, MeasureUnit } from './regional-measure.ts';
import { UNIT_NAMES, type UnitName } from './unit-names.ts';
import { UNIT_TYPE, unitDefinition, type UnitType } from './unit-types.ts';

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

/** The words of the units that are not SPEC unit types; US customary units are the same in every region that reads them. */
const MEASURE_WORDS: Record<Exclude<MeasureUnit, UnitType>, UnitName> = {
  kg: { one: 'kg', many: 'kg', attached: true },
  L: { one: 'L', many: 'L', attached: true },
  oz: { one: 'oz', many: 'oz' },
  lb: { one: 'lb', many: 'lb' },
  flOz: { one: 'fl oz', many: 'fl oz' },
  qt: { one: 'qt', many: 'qt' },
};

/** By weight the plural name reads right ("300g baby potatoes", "8 oz cherry tomatoes"). */
const BY_WEIGHT = new Set<MeasureUnit>([UNIT_TYPE.grams, 'kg', 'oz', 'lb']);

/**
 * An ingredient line from an amount in a region's measure (units/regional-measure.ts):
 * "1½ cups rolled oats", "300g baby potatoes", "1¾ lb lean lamb leg steaks", "2 eggs", "½ egg",
 * "salt". A counted item (singular) takes the plural name above one; by weight the plural name
 * reads right; with any other unit the name stays as given ("1 tbs Lebanese cucumber", "1 bunch
 * asparagus"). A none unit, or no amount, shows the name alone.
 */
export function measureLabel(measure: Measure, name: string, namePlural: string, regionId: number | null | undefined): string {
  const { quantity, unit } = measure;
  if (unit === UNIT_TYPE.none || !(quantity > 0)) return name;
  const spec = typeof unit === 'number';
  const amount = spec ? formatQuantity(quantity, unit) : unit === 'kg' || unit === 'L' ? String(quantity) : formatQuantity(quantity);
  if (unit === UNIT_TYPE.singular) return `${amount} ${isPluralQuantity(quantity) ? namePlural || name : name}`;
  const word = spec ? namedUnit(unit, regionId) : MEASURE_WORDS[unit];
  const noun = BY_WEIGHT.has(unit) ? namePlural || name : name;
  if (!word) return `${amount} ${noun}`;
  const written = isPluralQuantity(quantity) ? word.many : word.one;
  return word.attached ? `${amount}${written} ${noun}` : `${amount} ${written} ${noun}`;
}

/**
 * An ingredient line from a quantity in a SPEC unit, as it is (no rounding or conversion): from
 * 1000 g or ml the amount reads in kg or L ("1.2kg pumpkin", "1.5L stock").
 */
export function ingredientLabel(
  quantity: number,
  unitType: UnitType,
  name: string,
  namePlural: string,
  regionId: number | null | undefined,
): string {
  const metric = unitType === UNIT_TYPE.grams || unitType === UNIT_TYPE.millilitres;
  const measure: Measure =
    metric && quantity >= 1000
      ? { quantity: roundTo(quantity / 1000, 2), unit: unitType === UNIT_TYPE.grams ? 'kg' : 'L' }
      : { quantity, unit: unitType };
  return measureLabel(measure, name, namePlural, regionId);
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
