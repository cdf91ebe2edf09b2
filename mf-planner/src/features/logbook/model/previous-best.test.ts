import { describe, expect, it } from 'vitest';
import { bestLabel, bestPerExercise, type LogEntry } from './previous-best.ts';

const entry = (id: number, exerciseId: number, loggedAt: string, sets: [number, number, 'kg' | 'lb'][]): LogEntry => ({
  id,
  routineId: 9001,
  exerciseId,
  loggedAt,
  sets: sets.map(([reps, value, unit]) => ({ reps, weight: { value, unit } })),
});

const SQUAT = 1;
const ROW = 2;
const entries = [
  entry(1, SQUAT, '2026-11-01T08:00:00Z', [[10, 20, 'kg'], [8, 22.5, 'kg']]),
  // 50 lb is 22.68 kg: heavier than 22.5 kg although the figure is a different unit.
  entry(2, SQUAT, '2026-11-08T08:00:00Z', [[6, 50, 'lb']]),
  entry(3, ROW, '2026-11-08T08:10:00Z', [[12, 10, 'kg'], [15, 10, 'kg']]),
  entry(4, ROW, '2026-11-15T08:10:00Z', [[15, 10, 'kg']]),
];

describe('bestPerExercise', () => {
  it.each<[string, number | undefined, number, { value: number; unit: string; reps: number; entryId: number }]>([
    ['compares in kg across units', undefined, SQUAT, { value: 50, unit: 'lb', reps: 6, entryId: 2 }],
    ['leaves out the log being edited', 2, SQUAT, { value: 22.5, unit: 'kg', reps: 8, entryId: 1 }],
    ['same weight: more reps win', undefined, ROW, { value: 10, unit: 'kg', reps: 15, entryId: 3 }],
  ])('%s', (_name, exclude, exerciseId, expected) => {
    const best = bestPerExercise(entries, exclude).get(exerciseId)!;
    expect({ value: best.weight.value, unit: best.weight.unit, reps: best.reps, entryId: best.entryId }).toEqual(expected);
  });

  it('has no best for an exercise never logged', () => {
    expect(bestPerExercise(entries).has(3)).toBe(false);
    expect(bestPerExercise([]).size).toBe(0);
  });
});

describe('bestLabel in the member unit', () => {
  it.each([
    [{ value: 50, unit: 'lb' }, 6, 'kg', '22.68 kg × 6'],
    [{ value: 50, unit: 'lb' }, 6, 'lb', '50 lb × 6'],
    [{ value: 20, unit: 'kg' }, 10, 'lb', '44.09 lb × 10'],
    [{ value: 0, unit: 'kg' }, 20, 'lb', '20 reps'],
  ] as const)('%o × %s in %s reads %s', (weight, reps, unit, label) => {
    expect(bestLabel({ weight, reps, loggedAt: '2026-11-01', entryId: 1 }, unit)).toBe(label);
  });
});
