import { describe, expect, it } from 'vitest';
import type { WorkoutStep } from '@app/shared/api-contract/workout';
import { loggableExercises } from './exercise-figure.ts';

describe('loggableExercises', () => {
  it('logs the steps the catalog says take sets (no stretch, no timed step), each once, in order of first appearance', () => {
    const step = (contentId: number, loggable = true) => ({ contentId, exerciseType: 'repetitions', loggable }) as WorkoutStep;
    const groups = [{ exercises: [step(9, false), step(1), step(2)] }, { exercises: [step(2), step(3), step(1), step(8, false)] }];
    expect(loggableExercises(groups).map((e) => e.contentId)).toEqual([1, 2, 3]);
  });
});
