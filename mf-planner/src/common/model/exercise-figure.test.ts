import { describe, expect, it } from 'vitest';
import type { WorkoutStep } from '@app/shared/api-contract/workout';
import { exerciseFigure, groupRounds } from './exercise-figure.ts';

describe('exercise figures on the overview and in the player', () => {
  it.each<[string, Partial<WorkoutStep>, string]>([
    ['reps', { exerciseType: 'repetitions', repetitions: 12, durationInSeconds: null, perSide: false }, '12 reps'],
    ['one rep', { exerciseType: 'repetitions', repetitions: 1, durationInSeconds: null, perSide: false }, '1 rep'],
    ['reps each side', { exerciseType: 'repetitions', repetitions: 10, durationInSeconds: null, perSide: true }, '10 reps each side'],
    ['timed', { exerciseType: 'timed', repetitions: null, durationInSeconds: 45, perSide: false }, '00:45'],
    ['timed over a minute', { exerciseType: 'timed', repetitions: null, durationInSeconds: 90, perSide: false }, '01:30'],
    ['timed each side', { exerciseType: 'timed', repetitions: null, durationInSeconds: 30, perSide: true }, '00:30 each side'],
  ])('%s', (_name, exercise, text) => {
    expect(exerciseFigure(exercise as WorkoutStep)).toBe(text);
  });

  it.each([
    [1, 0, 'Once through'],
    [3, 60, '3 sets · 01:00 rest between sets'],
    [2, 0, '2 sets'],
  ])('%s rounds with %s s between read "%s"', (rounds, restBetweenRounds, text) => {
    expect(groupRounds({ rounds, restBetweenRounds })).toBe(text);
  });
});
