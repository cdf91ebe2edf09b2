import { describe, expect, it } from 'vitest';
import { LOGBOOK_MESSAGES, validateLogEntry, weightTooHighMessage, type LogEntryInput } from './logbook.ts';

const valid: LogEntryInput = { routineId: 9001, exerciseId: 105, sets: [{ reps: 10, weight: { value: 20, unit: 'kg' } }] };
const withSet = (set: unknown): Partial<LogEntryInput> => ({ ...valid, sets: [set as LogEntryInput['sets'][number]] });

describe('validateLogEntry', () => {
  it.each<[string, Partial<LogEntryInput>, Record<string, string>]>([
    ['a valid entry', valid, {}],
    ['bodyweight (0 kg)', withSet({ reps: 15, weight: { value: 0, unit: 'kg' } }), {}],
    ['1000 reps, the most', withSet({ reps: 1000, weight: { value: 0, unit: 'kg' } }), {}],
    ['500 kg, the most', withSet({ reps: 1, weight: { value: 500, unit: 'kg' } }), {}],
    ['1102.31 lb (500 kg), the most in lb', withSet({ reps: 1, weight: { value: 1102.31, unit: 'lb' } }), {}],
    ['two decimals', withSet({ reps: 8, weight: { value: 22.68, unit: 'kg' } }), {}],
    ['no routine', { ...valid, routineId: undefined }, { routineId: LOGBOOK_MESSAGES.routineRequired }],
    ['a routine id of 0', { ...valid, routineId: 0 }, { routineId: LOGBOOK_MESSAGES.routineRequired }],
    ['no exercise', { ...valid, exerciseId: 1.5 }, { exerciseId: LOGBOOK_MESSAGES.exerciseRequired }],
    ['no sets', { ...valid, sets: [] }, { sets: LOGBOOK_MESSAGES.setsRequired }],
    ['21 sets', { ...valid, sets: Array.from({ length: 21 }, () => valid.sets[0]!) }, { sets: LOGBOOK_MESSAGES.tooManySets }],
    ['10,000 reps', withSet({ reps: 10_000, weight: { value: 20, unit: 'kg' } }), { 'sets.0.reps': LOGBOOK_MESSAGES.repsRange }],
    ['0 reps', withSet({ reps: 0, weight: { value: 20, unit: 'kg' } }), { 'sets.0.reps': LOGBOOK_MESSAGES.repsRange }],
    ['2.5 reps', withSet({ reps: 2.5, weight: { value: 20, unit: 'kg' } }), { 'sets.0.reps': LOGBOOK_MESSAGES.repsWhole }],
    ['reps left empty', withSet({ reps: Number.NaN, weight: { value: 20, unit: 'kg' } }), { 'sets.0.reps': LOGBOOK_MESSAGES.repsRequired }],
    ['reps as text', withSet({ reps: '10', weight: { value: 20, unit: 'kg' } }), { 'sets.0.reps': LOGBOOK_MESSAGES.repsRequired }],
    [
      'a negative weight',
      withSet({ reps: 10, weight: { value: -5, unit: 'kg' } }),
      { 'sets.0.weight.value': LOGBOOK_MESSAGES.weightNegative },
    ],
    ['500.01 kg', withSet({ reps: 1, weight: { value: 500.01, unit: 'kg' } }), { 'sets.0.weight.value': 'Weight must be at most 500 kg.' }],
    [
      '1102.32 lb',
      withSet({ reps: 1, weight: { value: 1102.32, unit: 'lb' } }),
      { 'sets.0.weight.value': 'Weight must be at most 1102.31 lb.' },
    ],
    [
      'three decimals',
      withSet({ reps: 1, weight: { value: 20.125, unit: 'kg' } }),
      { 'sets.0.weight.value': LOGBOOK_MESSAGES.weightDecimals },
    ],
    [
      'weight left empty',
      withSet({ reps: 1, weight: { value: Number.NaN, unit: 'kg' } }),
      { 'sets.0.weight.value': LOGBOOK_MESSAGES.weightRequired },
    ],
    ['a unit of stone', withSet({ reps: 1, weight: { value: 10, unit: 'stone' } }), { 'sets.0.weight.unit': LOGBOOK_MESSAGES.unitInvalid }],
    ['no weight at all', withSet({ reps: 1 }), { 'sets.0.weight.unit': LOGBOOK_MESSAGES.unitInvalid }],
    ['a null set', withSet(null), { 'sets.0.reps': LOGBOOK_MESSAGES.repsRequired, 'sets.0.weight.unit': LOGBOOK_MESSAGES.unitInvalid }],
    [
      'each bad set named by its place',
      { ...valid, sets: [valid.sets[0]!, { reps: 10_000, weight: { value: -1, unit: 'lb' } }] },
      { 'sets.1.reps': LOGBOOK_MESSAGES.repsRange, 'sets.1.weight.value': LOGBOOK_MESSAGES.weightNegative },
    ],
  ])('%s', (_name, entry, errors) => {
    expect(validateLogEntry(entry)).toEqual(errors);
  });

  it.each([
    ['kg', 'Weight must be at most 500 kg.'],
    ['lb', 'Weight must be at most 1102.31 lb.'],
  ] as const)('the weight limit reads in %s', (unit, message) => {
    expect(weightTooHighMessage(unit)).toBe(message);
  });
});
