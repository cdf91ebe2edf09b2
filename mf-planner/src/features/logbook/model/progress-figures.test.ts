import { describe, expect, it } from 'vitest';
import { repRange } from '@app/shared/progress/progression';
import { chartPoints, suggestionText } from './progress-figures.ts';

describe('chartPoints', () => {
  const set = (value: number, unit: 'kg' | 'lb') => ({
    weight: { value, unit },
    reps: 5,
    loggedAt: '',
    entryId: 1,
    oneRepMax: { value, unit },
  });
  const session = (entryId: number, loggedAt: string, value: number, unit: 'kg' | 'lb') => ({ entryId, loggedAt, best: set(value, unit) });
  it.each([
    [
      'one year: the day alone, each best 1RM in her unit',
      [session(1, '2026-11-01T08:00:00.000Z', 70, 'kg'), session(2, '2026-11-08T08:00:00.000Z', 165, 'lb')],
      [
        { label: '1 Nov', value: 70 },
        { label: '8 Nov', value: 74.84 },
      ],
    ],
    [
      'across a new year: with the year',
      [session(1, '2026-12-30T08:00:00.000Z', 70, 'kg'), session(2, '2027-01-02T08:00:00.000Z', 72.5, 'kg')],
      [
        { label: '30 Dec 2026', value: 70 },
        { label: '2 Jan 2027', value: 72.5 },
      ],
    ],
    ['no sessions: no points', [], []],
  ])('%s', (_name, sessions, points) => {
    expect(chartPoints({ sessions }, 'kg', 0)).toEqual(points);
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
