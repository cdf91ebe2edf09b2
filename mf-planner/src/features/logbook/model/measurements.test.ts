import { describe, expect, it } from 'vitest';
import type { Measurement } from '@app/shared/api-contract/progress-service';
import { measurePoints, measureText, toMeasurementInput } from './measurements.ts';

describe('toMeasurementInput', () => {
  it.each([
    ['weight alone, in kg', { weight: '68,5', waist: '', hips: ' ', chest: '' }, 'kg', 'cm', { weight: { value: 68.5, unit: 'kg' } }],
    [
      'all four, in lb and in',
      { weight: '150', waist: '30', hips: '40', chest: '36.5' },
      'lb',
      'in',
      {
        weight: { value: 150, unit: 'lb' },
        waist: { value: 30, unit: 'in' },
        hips: { value: 40, unit: 'in' },
        chest: { value: 36.5, unit: 'in' },
      },
    ],
    ['nothing', { weight: '', waist: '', hips: '', chest: '' }, 'kg', 'cm', {}],
  ] as const)('%s', (_name, fields, weightUnit, lengthUnit, input) => {
    expect(toMeasurementInput(fields, weightUnit, lengthUnit)).toEqual(input);
  });
});

const measured = (id: number, measuredAt: string, weight: Measurement['weight'], waist: Measurement['waist']): Measurement => ({
  id,
  measuredAt,
  weight,
  waist,
  hips: null,
  chest: null,
});
const MEASUREMENTS = [
  measured(1, '2026-11-01T08:00:00.000Z', { value: 150, unit: 'lb' }, { value: 80, unit: 'cm' }),
  measured(2, '2026-11-08T08:00:00.000Z', null, { value: 31, unit: 'in' }),
  measured(3, '2026-11-15T08:00:00.000Z', { value: 67, unit: 'kg' }, null),
];

describe('measureText in her units', () => {
  it.each([
    [0, 'weight', 'kg', 'cm', '68.04 kg'],
    [0, 'waist', 'kg', 'in', '31.5 in'],
    [1, 'weight', 'kg', 'cm', '–'],
    [1, 'waist', 'kg', 'cm', '78.7 cm'],
  ] as const)('measurement %i, %s in %s/%s: %s', (index, measure, weightUnit, lengthUnit, text) => {
    expect(measureText(MEASUREMENTS[index]!, measure, weightUnit, lengthUnit)).toBe(text);
  });
});

describe('measurePoints: only the times she measured it', () => {
  it.each([
    [
      'weight',
      [
        { label: '1 Nov', value: 68.04 },
        { label: '15 Nov', value: 67 },
      ],
    ],
    [
      'waist',
      [
        { label: '1 Nov', value: 80 },
        { label: '8 Nov', value: 78.7 },
      ],
    ],
    ['hips', []],
  ] as const)('%s', (measure, points) => {
    expect(measurePoints(MEASUREMENTS, measure, 'kg', 'cm', 0)).toEqual(points);
  });
});
