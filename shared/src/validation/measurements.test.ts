import { describe, expect, it } from 'vitest';
import { MEASUREMENT_MESSAGES, validateMeasurement, type MeasurementInput } from './measurements.ts';

describe('validateMeasurement: the same rules for the form and the API', () => {
  it.each<[string, MeasurementInput, Record<string, string>]>([
    ['weight alone', { weight: { value: 68.5, unit: 'kg' } }, {}],
    [
      'all four, in lb and in',
      {
        weight: { value: 150, unit: 'lb' },
        waist: { value: 30, unit: 'in' },
        hips: { value: 40, unit: 'in' },
        chest: { value: 36.5, unit: 'in' },
      },
      {},
    ],
    ['nothing', {}, { measurement: MEASUREMENT_MESSAGES.nothing }],
    ['a weight too light', { weight: { value: 20, unit: 'kg' } }, { weight: 'Weight must be between 25 and 300 kg.' }],
    ['a weight too heavy in lb', { weight: { value: 700, unit: 'lb' } }, { weight: 'Weight must be between 55.1 and 661.4 lb.' }],
    ['two decimals', { waist: { value: 80.25, unit: 'cm' } }, { waist: MEASUREMENT_MESSAGES.decimals }],
    ['a waist of 10 in', { waist: { value: 10, unit: 'in' } }, { waist: 'Must be between 15.7 and 98.4 in.' }],
    ['not a number', { hips: { value: Number.NaN, unit: 'cm' } }, { hips: MEASUREMENT_MESSAGES.number }],
    ['an unknown unit', { chest: { value: 90, unit: 'mm' as 'cm' } }, { chest: MEASUREMENT_MESSAGES.lengthUnit }],
    ['a weight in stone', { weight: { value: 10, unit: 'st' as 'kg' } }, { weight: MEASUREMENT_MESSAGES.weightUnit }],
  ])('%s', (_name, input, errors) => {
    expect(validateMeasurement(input)).toEqual(errors);
  });
});
