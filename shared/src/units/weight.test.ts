import { describe, expect, it } from 'vitest';
import { KG_PER_LB, convertWeight, displayWeightValue, formatWeight, weightInKg, type EnteredWeight } from './weight.ts';

describe('weight conversion', () => {
  it('uses 1 lb = 0.453592 kg', () => {
    expect(KG_PER_LB).toBe(0.453592);
  });

  it.each([
    // entered, shown in, shown as
    [{ value: 1, unit: 'lb' }, 'kg', 0.45],
    [{ value: 1, unit: 'kg' }, 'lb', 2.2],
    [{ value: 100, unit: 'lb' }, 'kg', 45.36],
    [{ value: 45.36, unit: 'kg' }, 'lb', 100],
    [{ value: 50, unit: 'lb' }, 'kg', 22.68],
    [{ value: 22.5, unit: 'kg' }, 'lb', 49.6],
    [{ value: 2.5, unit: 'lb' }, 'kg', 1.13],
    [{ value: 0.5, unit: 'lb' }, 'kg', 0.23],
    [{ value: 0, unit: 'kg' }, 'lb', 0],
    [{ value: 1000, unit: 'kg' }, 'lb', 2204.62],
    // 1.1 lb = 0.4989512 kg: rounds up to 0.5
    [{ value: 1.1, unit: 'lb' }, 'kg', 0.5],
    // 0.005 kg = 0.011023 lb: the smallest figures keep 2 decimals
    [{ value: 0.005, unit: 'kg' }, 'lb', 0.01],
    // Half-way figures in their own unit round half up, without binary surprises.
    [{ value: 1.005, unit: 'kg' }, 'kg', 1.01],
    [{ value: 2.675, unit: 'kg' }, 'kg', 2.68],
    [{ value: 1.004, unit: 'lb' }, 'lb', 1],
    [{ value: 12.5, unit: 'lb' }, 'lb', 12.5],
  ] as [EnteredWeight, 'kg' | 'lb', number][])('%o shown in %s is %s', (weight, unit, expected) => {
    expect(displayWeightValue(weight, unit)).toBe(expected);
  });

  it.each([
    [{ value: 50, unit: 'lb' }, 'kg', '22.68 kg'],
    [{ value: 50, unit: 'lb' }, 'lb', '50 lb'],
    [{ value: 20, unit: 'kg' }, 'lb', '44.09 lb'],
    [{ value: 20, unit: 'kg' }, 'kg', '20 kg'],
  ] as [EnteredWeight, 'kg' | 'lb', string][])('%o formats in %s as %s', (weight, unit, expected) => {
    expect(formatWeight(weight, unit)).toBe(expected);
  });

  it('switching the setting back and forth never changes what she logged', () => {
    const logged: EnteredWeight = { value: 17.5, unit: 'lb' };
    const shown = ['kg', 'lb', 'kg', 'lb'].map((unit) => displayWeightValue(logged, unit as 'kg' | 'lb'));
    expect(shown).toEqual([7.94, 17.5, 7.94, 17.5]);
    expect(logged).toEqual({ value: 17.5, unit: 'lb' });
  });

  it.each([
    [{ value: 10, unit: 'kg' }, 10],
    [{ value: 10, unit: 'lb' }, 4.53592],
  ] as [EnteredWeight, number][])('%o is %s comparable kg', (weight, kg) => {
    expect(weightInKg(weight)).toBeCloseTo(kg, 10);
  });

  it('converts exactly both ways before rounding', () => {
    expect(convertWeight(convertWeight(33.3, 'kg', 'lb'), 'lb', 'kg')).toBeCloseTo(33.3, 12);
    expect(convertWeight(5, 'kg', 'kg')).toBe(5);
  });
});
