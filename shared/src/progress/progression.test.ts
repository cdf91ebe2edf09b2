import { describe, expect, it } from 'vitest';
import type { LogSetInput } from '../validation/logbook.ts';
import { repRange, suggestNext, type Suggestion } from './progression.ts';

type Unit = 'kg' | 'lb';
const sets = (...list: [number, number, Unit][]): LogSetInput[] => list.map(([reps, value, unit]) => ({ reps, weight: { value, unit } }));

describe('repRange: the prescribed reps are the top, two thirds of them the bottom', () => {
  it.each([
    [12, 8, 12],
    [10, 7, 10],
    [15, 10, 15],
    [1, 1, 1],
    [null, 8, 12],
    [0, 8, 12],
  ])('%s -> %s-%s', (prescribed, bottom, top) => {
    expect(repRange(prescribed)).toEqual({ bottom, top });
  });
});

describe('suggestNext: double progression', () => {
  it.each<[string, LogSetInput[], number | null, Unit, (Omit<Suggestion, 'weight'> & { value: number }) | null]>([
    ['never logged: none', [], 12, 'kg', null],
    [
      'every set at the top: +2.5 kg, back to the bottom',
      sets([12, 20, 'kg'], [12, 20, 'kg'], [12, 20, 'kg']),
      12,
      'kg',
      { value: 22.5, reps: 8, reason: 'add-weight', sets: 3 },
    ],
    [
      'every set at the top in lb: +5 lb',
      sets([10, 45, 'lb'], [11, 45, 'lb']),
      10,
      'lb',
      { value: 50, reps: 7, reason: 'add-weight', sets: 2 },
    ],
    [
      'one set short of the top: same weight, one more rep than the fewest',
      sets([12, 20, 'kg'], [10, 20, 'kg']),
      12,
      'kg',
      { value: 20, reps: 11, reason: 'add-rep', sets: 2 },
    ],
    ['one more rep never passes the top', sets([11, 20, 'kg']), 12, 'kg', { value: 20, reps: 12, reason: 'add-rep', sets: 1 }],
    [
      'the working weight is the heaviest set',
      sets([12, 20, 'kg'], [9, 25, 'kg']),
      12,
      'kg',
      { value: 25, reps: 10, reason: 'add-rep', sets: 2 },
    ],
    [
      'logged in lb, shown in kg: her weight in kg, +2.5 kg',
      sets([12, 50, 'lb']),
      12,
      'kg',
      { value: 25.18, reps: 8, reason: 'add-weight', sets: 1 },
    ],
    ['logged in kg, shown in lb: +5 lb', sets([12, 20, 'kg']), 12, 'lb', { value: 49.09, reps: 8, reason: 'add-weight', sets: 1 }],
    ['no prescribed reps: 8-12', sets([12, 10, 'kg']), null, 'kg', { value: 12.5, reps: 8, reason: 'add-weight', sets: 1 }],
    [
      'bodyweight: one more rep, no weight',
      sets([15, 0, 'kg'], [12, 0, 'kg']),
      12,
      'lb',
      { value: 0, reps: 13, reason: 'bodyweight', sets: 2 },
    ],
  ])('%s', (_name, last, prescribed, unit, expected) => {
    const suggestion = suggestNext(last, prescribed, unit);
    if (expected === null) return expect(suggestion).toBeNull();
    const { value, ...rest } = expected;
    expect(suggestion).toEqual({ ...rest, weight: { value, unit } });
  });
});
