import { describe, expect, it } from 'vitest';
import { trainingCatalog } from '../../../src/catalog/training/index.ts';
import { takesSets } from '../../../src/catalog/training/sets.ts';
import type { Pattern } from '../../../src/catalog/training/types.ts';
import type { ExerciseType } from '@app/shared/api-contract/workout';

describe('takesSets: the steps the logbook offers "Add log" for', () => {
  it.each<[string, Pattern, ExerciseType, boolean]>([
    ['a squat for reps', 'squat', 'repetitions', true],
    ['a row for reps', 'pull', 'repetitions', true],
    ['a curl for reps', 'biceps', 'repetitions', true],
    ['a burpee for reps', 'cardio', 'repetitions', true],
    ['a squat done as a timed interval', 'squat', 'timed', false],
    ['a plank hold', 'core', 'timed', false],
    ['Cat-Cow for reps (mobility)', 'mobility', 'repetitions', false],
    ['a hamstring stretch', 'stretch', 'timed', false],
    ['a stretch counted in reps', 'stretch', 'repetitions', false],
    ['pelvic floor flicks (breath)', 'breath', 'repetitions', false],
  ])('%s', (_case, pattern, exerciseType, expected) => {
    expect(takesSets(pattern, exerciseType)).toBe(expected);
  });

  it('no stretch, mobility or breathing step of the whole catalog offers it, and every other step for reps does', () => {
    const catalog = trainingCatalog();
    const patternOf = new Map(catalog.exercises.map((exercise) => [exercise.id, exercise.pattern]));
    const steps = catalog.workouts.flatMap((workout) => workout.groups.flatMap((group) => group.exercises));
    const wrong = steps.filter(
      (step) =>
        step.loggable !== takesSets(patternOf.get(step.exerciseId)!, step.exerciseType) ||
        (step.loggable && step.exerciseType !== 'repetitions'),
    );
    expect(wrong).toEqual([]);
    const repsNotLogged = steps.filter((step) => step.exerciseType === 'repetitions' && !step.loggable);
    expect(new Set(repsNotLogged.map((step) => patternOf.get(step.exerciseId)))).toEqual(new Set(['mobility', 'breath']));
    console.info(
      `${repsNotLogged.length} of ${steps.filter((step) => step.exerciseType === 'repetitions').length} steps for reps no longer offer Add log`,
    );
  });
});
