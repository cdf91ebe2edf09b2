import { describe, expect, it } from 'vitest';
import { repRange } from '@app/shared/progress/progression';
import { chartPoints, suggestionText } from './progress-figures.ts';

describe('chartPoints', () => {
  it('gives each log its best estimated 1RM in her unit', () => {
    const set = (value: number, unit: 'kg' | 'lb') => ({
      weight: { value, unit },
      reps: 5,
      loggedAt: '',
      entryId: 1,
      oneRepMax: { value, unit },
    });
    expect(
      chartPoints(
        {
          sessions: [
            { entryId: 1, loggedAt: '2026-11-01T08:00:00.000Z', best: set(70, 'kg') },
            { entryId: 2, loggedAt: '2026-11-08T08:00:00.000Z', best: set(165, 'lb') },
          ],
        },
        'kg',
      ),
    ).toEqual([
      { at: Date.parse('2026-11-01T08:00:00.000Z'), value: 70 },
      { at: Date.parse('2026-11-08T08:00:00.000Z'), value: 74.84 },
    ]);
  });
});

describe('suggestionText', () => {
  it.each([
    [
      { weight: { value: 22.5, unit: 'kg' }, reps: 8, reason: 'add-weight', sets: 3 },
      12,
      '3 sets of 8 × 22.5 kg',
      'Every set reached 12 reps last time: add 2.5 kg and start again at 8.',
    ],
    [
      { weight: { value: 45, unit: 'lb' }, reps: 9, reason: 'add-rep', sets: 1 },
      10,
      '1 set of 9 × 45 lb',
      'Same weight as last time and one more rep; once every set reaches 10, add weight.',
    ],
    [
      { weight: { value: 0, unit: 'kg' }, reps: 13, reason: 'bodyweight', sets: 2 },
      12,
      '2 sets of 13 reps',
      'One more rep than your fewest last time.',
    ],
  ] as const)('%o reads %s', (suggestion, prescribed, what, why) => {
    expect(suggestionText(suggestion, repRange(prescribed))).toEqual({ what, why });
  });
});
