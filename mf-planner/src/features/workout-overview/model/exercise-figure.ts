import type { WorkoutGroup, WorkoutStep } from '@app/shared/api-contract/workout';

/**
 * The exercises a logbook is for: the ones done for reps (sets of reps and a weight; the timed
 * warm-up and stretches have nothing to log), each once in the order it first comes.
 */
export function loggableExercises(groups: readonly Pick<WorkoutGroup, 'exercises'>[]): WorkoutStep[] {
  const seen = new Set<number>();
  return groups
    .flatMap((group) => group.exercises)
    .filter(
      (exercise) => exercise.exerciseType === 'repetitions' && !seen.has(exercise.contentId) && Boolean(seen.add(exercise.contentId)),
    );
}
