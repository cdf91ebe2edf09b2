import { describe, expect, it } from 'vitest';
import { isSettingName, regionIdOrDefault, regionName, weightUnitOrDefault } from './setting-names.ts';

describe('settings model', () => {
  it.each([
    ['region', true],
    ['password', true],
    ['preferences', true],
    ['profile', false],
    [undefined, false],
    ['constructor', false],
  ])('isSettingName(%s) -> %s', (name, known) => {
    expect(isSettingName(name)).toBe(known);
  });

  it.each([
    [1, 1, 'Australia'],
    [2, 2, 'United Kingdom'],
    [3, 3, 'United States'],
    [4, 1, 'Australia'],
    [undefined, 1, 'Australia'],
    ['2', 1, 'Australia'],
  ])('region %s -> %s (%s)', (value, id, name) => {
    expect(regionIdOrDefault(value)).toBe(id);
    expect(regionName(value)).toBe(name);
  });

  it.each([
    ['kg', 'kg'],
    ['lb', 'lb'],
    [undefined, 'kg'],
    ['stone', 'kg'],
  ])('weight unit %s -> %s', (value, unit) => {
    expect(weightUnitOrDefault(value)).toBe(unit);
  });
});
