import { describe, expect, it } from 'vitest';
import type { RegionCode } from '../region/regional-text.ts';
import { UNITS, UNIT_TYPE, isUnitType, measureOf, regionalUnitSize, spoonRatios, type UnitType } from './unit-types.ts';

describe('unit types (SPEC section 3)', () => {
  it('has SPEC ids', () => {
    expect(UNIT_TYPE).toEqual({
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
    });
    expect(UNITS.map((unit) => unit.id).sort((a, b) => a - b)).toEqual(Object.values(UNIT_TYPE).sort((a, b) => a - b));
  });

  it.each([
    [UNIT_TYPE.grams, 'mass'],
    [UNIT_TYPE.millilitres, 'volume'],
    [UNIT_TYPE.tsp, 'volume'],
    [UNIT_TYPE.tbs, 'volume'],
    [UNIT_TYPE.cups, 'volume'],
    [UNIT_TYPE.singular, 'count'],
    [UNIT_TYPE.rashers, 'count'],
    [UNIT_TYPE.none, 'none'],
  ] as [UnitType, string][])('unit %s measures %s', (unitType, measure) => {
    expect(measureOf(unitType)).toBe(measure);
  });

  it.each([
    [UNIT_TYPE.tsp, 'AU', 5],
    [UNIT_TYPE.tbs, 'AU', 20],
    [UNIT_TYPE.tbs, 'UK', 15],
    [UNIT_TYPE.cups, 'UK', 250],
    [UNIT_TYPE.cups, 'US', 236.59],
    [UNIT_TYPE.grams, 'US', 1],
    [UNIT_TYPE.millilitres, 'UK', 1],
    [UNIT_TYPE.singular, 'AU', undefined],
    [UNIT_TYPE.none, 'US', undefined],
  ] as [UnitType, RegionCode, number | undefined][])('one of unit %s in %s holds %s', (unitType, region, size) => {
    expect(regionalUnitSize(unitType, region)).toBe(size);
  });

  it.each([
    ['AU', { tspPerTbs: 4, tbsPerCup: 12.5 }],
    ['UK', { tspPerTbs: 3, tbsPerCup: 16.7 }],
    ['US', { tspPerTbs: 3, tbsPerCup: 16 }],
  ] as [RegionCode, unknown][])('spoons in %s add up %j', (region, ratios) => {
    expect(spoonRatios(region)).toEqual(ratios);
  });

  it.each([
    [5, true],
    [4, false],
    [-1, true],
    ['1', false],
  ])('isUnitType(%j) -> %s', (value, ok) => {
    expect(isUnitType(value)).toBe(ok);
  });
});
