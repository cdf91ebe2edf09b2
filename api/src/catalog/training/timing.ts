import type { DurationBand, WorkoutExercise, WorkoutGroup } from './types.ts';

/** What timing reads of an exercise and a group. */
export type TimedExercise = Pick<WorkoutExercise, 'exerciseType' | 'repetitions' | 'durationInSeconds' | 'perSide' | 'rest'>;
export type TimedGroup = Pick<WorkoutGroup, 'rounds' | 'restBetweenRounds'> & { exercises: readonly TimedExercise[] };

/** A controlled repetition: about one second down, a short pause, one second up. */
export const SECONDS_PER_REP = 3;

/** Working time of one exercise in one round: reps x 3 s or its seconds, doubled when done on each side. */
export function exerciseWorkSeconds(exercise: Omit<TimedExercise, 'rest'>): number {
  const once = exercise.exerciseType === 'repetitions' ? (exercise.repetitions ?? 0) * SECONDS_PER_REP : (exercise.durationInSeconds ?? 0);
  return exercise.perSide ? once * 2 : once;
}

/**
 * A group: every round does each exercise and its rest; the rest between rounds comes after
 * every round but the last.
 */
export function groupSeconds(group: TimedGroup): number {
  const round = group.exercises.reduce((sum, exercise) => sum + exerciseWorkSeconds(exercise) + exercise.rest, 0);
  return group.rounds * round + (group.rounds - 1) * group.restBetweenRounds;
}

export function workoutMinutes(groups: readonly TimedGroup[]): number {
  const seconds = groups.reduce((sum, group) => sum + groupSeconds(group), 0);
  return Math.max(1, Math.round(seconds / 60));
}

export const DURATION_BANDS: readonly { id: DurationBand; label: string; minMinutes: number; maxMinutes: number | null }[] = [
  { id: 'under-15', label: 'Under 15 min', minMinutes: 0, maxMinutes: 14 },
  { id: '15-30', label: '15-30 min', minMinutes: 15, maxMinutes: 29 },
  { id: '30-45', label: '30-45 min', minMinutes: 30, maxMinutes: 44 },
  { id: '45-plus', label: '45+ min', minMinutes: 45, maxMinutes: null },
];

export function durationBandOf(minutes: number): DurationBand {
  const band = DURATION_BANDS.find((item) => minutes >= item.minMinutes && (item.maxMinutes === null || minutes <= item.maxMinutes));
  return (band ?? DURATION_BANDS[DURATION_BANDS.length - 1]!).id;
}

/** "90 s", "5 min", "1 min 30 s": for group summaries. */
export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}
