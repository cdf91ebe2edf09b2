import type { ExerciseType } from '@app/shared/api-contract/workout';
import type { Pattern } from './types.ts';

/** Moves done for range of motion, a stretch or the breath: nothing to lift, nothing to beat. */
const NOT_LOGGED: readonly Pattern[] = ['mobility', 'stretch', 'breath'];

/**
 * Whether a step takes sets of reps and a weight, which is what the logbook keeps (issue 42): a
 * step done for reps of a move that is not a mobility, stretch or breathing pattern. A timed step
 * (a hold, an interval, a warm-up flow) has no sets to log. The one rule: the catalog writes it on
 * every step (`loggable`), and the logbook offers "Add log" only where it is true.
 */
export function takesSets(pattern: Pattern, exerciseType: ExerciseType): boolean {
  return exerciseType === 'repetitions' && !NOT_LOGGED.includes(pattern);
}
