import { describe, expect, it } from 'vitest';
import { formatLength, lengthUnitFor } from './length.ts';

describe('lengthUnitFor: her region’s unit for body measures', () => {
  it.each([
    [3, 'in'],
    [1, 'cm'],
    [2, 'cm'],
    [null, 'cm'],
  ] as const)('region %s -> %s', (regionId, unit) => {
    expect(lengthUnitFor(regionId)).toBe(unit);
  });
});

describe('formatLength', () => {
  it.each([
    [{ value: 81.5, unit: 'cm' }, 'cm', '81.5 cm'],
    [{ value: 81.5, unit: 'cm' }, 'in', '32.1 in'],
    [{ value: 32, unit: 'in' }, 'cm', '81.3 cm'],
    [{ value: 32, unit: 'in' }, 'in', '32 in'],
  ] as const)('%o in %s reads %s', (length, unit, text) => {
    expect(formatLength(length, unit)).toBe(text);
  });
});
