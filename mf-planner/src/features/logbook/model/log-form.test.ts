import { describe, expect, it } from 'vitest';
import { LOGBOOK_MESSAGES, validateLogEntry } from '@app/shared/validation/logbook';
import { toLogEntryInput, toLogSetFields } from './log-form.ts';

describe('log form <-> saved log', () => {
  it.each([
    ['a new set in kg', [{ reps: '10', weight: '20' }], 'kg', [], [{ reps: 10, weight: { value: 20, unit: 'kg' } }]],
    ['a new set in lb', [{ reps: '8', weight: '45.5' }], 'lb', [], [{ reps: 8, weight: { value: 45.5, unit: 'lb' } }]],
    ['a decimal comma', [{ reps: '8', weight: '22,5' }], 'kg', [], [{ reps: 8, weight: { value: 22.5, unit: 'kg' } }]],
    [
      'an unchanged kg set saved in LB mode stays in kg',
      [{ reps: '10', weight: '44.09' }],
      'lb',
      [{ reps: 10, weight: { value: 20, unit: 'kg' } }],
      [{ reps: 10, weight: { value: 20, unit: 'kg' } }],
    ],
    [
      'a changed kg set saved in LB mode is what she typed, in lb',
      [{ reps: '10', weight: '45' }],
      'lb',
      [{ reps: 10, weight: { value: 20, unit: 'kg' } }],
      [{ reps: 10, weight: { value: 45, unit: 'lb' } }],
    ],
  ] as const)('%s', (_name, fields, unit, original, sets) => {
    expect(toLogEntryInput(9001, 105, fields, unit, original)).toEqual({ routineId: 9001, exerciseId: 105, sets });
  });

  it('blank fields reach the shared validation as not entered', () => {
    const input = toLogEntryInput(9001, 105, [{ reps: ' ', weight: '' }], 'kg');
    expect(validateLogEntry(input)).toEqual({
      'sets.0.reps': LOGBOOK_MESSAGES.repsRequired,
      'sets.0.weight.value': LOGBOOK_MESSAGES.weightRequired,
    });
  });

  it('a saved log opens in the member unit', () => {
    expect(toLogSetFields([{ reps: 6, weight: { value: 50, unit: 'lb' } }], 'kg')).toEqual([{ reps: '6', weight: '22.68' }]);
  });
});
