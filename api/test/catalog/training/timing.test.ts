import { describe, expect, it } from 'vitest';
import {
  durationBandOf,
  exerciseWorkSeconds,
  formatSeconds,
  groupSeconds,
  SECONDS_PER_REP,
  workoutMinutes,
} from '../../../src/catalog/training/timing.ts';

const reps = (repetitions: number, perSide = false) => ({
  exerciseType: 'repetitions' as const,
  repetitions,
  durationInSeconds: null,
  perSide,
});
const timed = (seconds: number, perSide = false) => ({
  exerciseType: 'timed' as const,
  repetitions: null,
  durationInSeconds: seconds,
  perSide,
});

describe('workout timing', () => {
  it.each([
    ['12 reps', reps(12), 12 * SECONDS_PER_REP],
    ['10 reps each side', reps(10, true), 20 * SECONDS_PER_REP],
    ['40 s', timed(40), 40],
    ['20 s each side', timed(20, true), 40],
  ])('%s of work takes the right seconds', (_, exercise, seconds) => {
    expect(exerciseWorkSeconds(exercise)).toBe(seconds);
  });

  it('counts every round, each rest, and the rest between rounds but not after the last', () => {
    const group = {
      rounds: 3,
      restBetweenRounds: 60,
      exercises: [
        { ...reps(10), rest: 20 },
        { ...timed(30), rest: 0 },
      ],
    };
    expect(groupSeconds(group)).toBe(3 * (30 + 20 + 30) + 2 * 60);
    expect(workoutMinutes([group])).toBe(Math.round((3 * 80 + 120) / 60));
  });

  it.each([
    [1, 'under-15'],
    [14, 'under-15'],
    [15, '15-30'],
    [29, '15-30'],
    [30, '30-45'],
    [44, '30-45'],
    [45, '45-plus'],
    [90, '45-plus'],
  ])('%i minutes fall in the %s band', (minutes, band) => {
    expect(durationBandOf(minutes)).toBe(band);
  });

  it.each([
    [45, '45 s'],
    [60, '1 min'],
    [90, '1 min 30 s'],
    [300, '5 min'],
  ])('formats %i seconds as %s', (seconds, text) => {
    expect(formatSeconds(seconds)).toBe(text);
  });
});
