import { describe, expect, it } from 'vitest';
import { bestLabel, bestPerExercise, previousBest, type BestBefore, type LogEntry } from './previous-best.ts';

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
  entry(1, SQUAT, '2026-11-01T08:00:00Z', [
    [10, 20, 'kg'],
    [8, 22.5, 'kg'],
  ]),
  // 50 lb is 22.68 kg: heavier than 22.5 kg although the figure is a different unit.
  entry(2, SQUAT, '2026-11-08T08:00:00Z', [[6, 50, 'lb']]),
  entry(3, ROW, '2026-11-08T08:10:00Z', [
    [12, 10, 'kg'],
    [15, 10, 'kg'],
  ]),
  entry(4, ROW, '2026-11-15T08:10:00Z', [[15, 10, 'kg']]),
];

describe('bestPerExercise', () => {
  it.each<[string, number, { value: number; unit: string; reps: number; entryId: number }]>([
    ['compares in kg across units', SQUAT, { value: 50, unit: 'lb', reps: 6, entryId: 2 }],
    ['same weight: more reps win', ROW, { value: 10, unit: 'kg', reps: 15, entryId: 3 }],
  ])('%s', (_name, exerciseId, expected) => {
    const best = bestPerExercise(entries).get(exerciseId)!;
    expect({ value: best.weight.value, unit: best.weight.unit, reps: best.reps, entryId: best.entryId }).toEqual(expected);
  });

  it('has no best for an exercise never logged', () => {
    expect(bestPerExercise(entries).has(3)).toBe(false);
    expect(bestPerExercise([]).size).toBe(0);
  });
});

describe('previousBest: the best before a log, never the log itself', () => {
  const PRESS = 4;
  const one = [entry(7, PRESS, '2026-11-01T08:00:00Z', [[10, 20, 'kg']])];
  // Logged out of id order: the later log has the smaller id.
  const three = [
    entry(9, PRESS, '2026-11-01T08:00:00Z', [[10, 20, 'kg']]),
    entry(8, PRESS, '2026-11-15T08:00:00Z', [[8, 25, 'kg']]),
    entry(10, PRESS, '2026-11-08T08:00:00Z', [[10, 22.5, 'kg']]),
  ];
  it.each<[string, LogEntry[], BestBefore, [number, number] | null]>([
    ['no logs: nothing before a new one', [], { mode: 'new' }, null],
    ['one log, shown: it has no previous best', one, { mode: 'latest' }, null],
    ['one log, before a new one: that log is the best to beat', one, { mode: 'new' }, [20, 10]],
    ['one log, edited: nothing before it', one, { mode: 'edit', entryId: 7 }, null],
    ['three logs, shown: the best before the latest (by date, not id)', three, { mode: 'latest' }, [22.5, 10]],
    ['three logs, before a new one: the best of all', three, { mode: 'new' }, [25, 8]],
    ['editing the middle log: only the one before it counts', three, { mode: 'edit', entryId: 10 }, [20, 10]],
    ['editing a log that is gone: none', three, { mode: 'edit', entryId: 99 }, null],
    ['another exercise’s logs never count', [...one, ...entries], { mode: 'latest' }, null],
  ])('%s', (_name, logs, before, expected) => {
    const best = previousBest(logs, PRESS, before);
    expect(best ? [best.weight.value, best.reps] : null).toEqual(expected);
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
