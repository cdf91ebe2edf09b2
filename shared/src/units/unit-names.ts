import type { RegionCode } from '../region/regional-text.ts';
import type { UnitKey } from './unit-types.ts';

export interface UnitName {
  one: string;
  many: string;
  /** "200g": metric symbols sit against the number, as cooks in all three countries print them. */
  attached?: boolean;
}

export type NamedUnit = Exclude<UnitKey, 'singular' | 'none'>;

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

/** SPEC 3 "Unit names differ by country": the one table of unit words; the regional words of texts include its differences. */
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
