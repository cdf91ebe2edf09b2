import type { WorkoutGroup, WorkoutStep } from '@app/shared/api-contract/workout';

/**
 * The exercises a logbook is for: the steps the catalog says take sets of reps and a weight
 * (`loggable`: not a stretch, a mobility or breathing move, a rest or a timed warm-up), each once
 * in the order it first comes.
 */
export function loggableExercises(groups: readonly Pick<WorkoutGroup, 'exercises'>[]): WorkoutStep[] {
  const seen = new Set<number>();
  return groups
    .flatMap((group) => group.exercises)
    .filter((exercise) => exercise.loggable && !seen.has(exercise.contentId) && Boolean(seen.add(exercise.contentId)));
}
