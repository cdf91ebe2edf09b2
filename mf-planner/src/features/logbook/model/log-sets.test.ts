import { describe, expect, it } from 'vitest';
import { setLabel, setsText } from './log-sets.ts';

describe('setsText', () => {
  it.each([
    [[{ reps: 10, weight: { value: 20, unit: 'kg' as const } }], 'kg' as const, '10 × 20 kg'],
    [
      [
        { reps: 10, weight: { value: 20, unit: 'kg' as const } },
        { reps: 12, weight: { value: 0, unit: 'kg' as const } },
      ],
      'kg' as const,
      '10 × 20 kg, 12 reps',
    ],
    [[{ reps: 8, weight: { value: 50, unit: 'lb' as const } }], 'kg' as const, '8 × 22.68 kg'],
    [[{ reps: 8, weight: { value: 22.68, unit: 'kg' as const } }], 'lb' as const, '8 × 50 lb'],
  ])('%j in %s -> %s', (sets, unit, text) => {
    expect(setsText({ sets }, unit)).toBe(text);
  });
});

describe('setLabel', () => {
  it.each([
    [0, 'At home'],
    [1, 'In gym'],
  ] as const)('%i -> %s', (setType, label) => {
    expect(setLabel(setType)).toBe(label);
  });
});
