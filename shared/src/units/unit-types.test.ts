import { describe, expect, it } from 'vitest';
import { UNITS, UNIT_TYPE, isUnitType, measureOf, toBaseAmount, type UnitType } from './unit-types.ts';

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
    [2, UNIT_TYPE.tsp, { measure: 'volume', amount: 10 }],
    [1, UNIT_TYPE.tbs, { measure: 'volume', amount: 20 }],
    [1.5, UNIT_TYPE.cups, { measure: 'volume', amount: 375 }],
    [120, UNIT_TYPE.grams, { measure: 'mass', amount: 120 }],
    [3, UNIT_TYPE.singular, null],
    [1, UNIT_TYPE.none, null],
  ] as [number, UnitType, unknown][])('%s of unit %s -> %j', (quantity, unitType, expected) => {
    expect(toBaseAmount(quantity, unitType)).toEqual(expected);
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
