import type { ImageListEntry } from './home-screen.ts';

/**
 * SPEC section 3 "Workout structure" as GET content/{id} returns it for a routine:
 * levels[].workouts[].groups[].exercises[]. The shape is the catalog's (api/src/catalog/training,
 * toRoutine) with what the content API adds per exercise: its images and media URL.
 */

/** SPEC section 4 "Workout modes": at home = 0, in gym = 1 (the /workout/show/{setType}/... segment). */
export type SetType = 0 | 1;
export const SET_TYPE = { home: 0, gym: 1 } as const satisfies Record<string, SetType>;

export type ExerciseType = 'repetitions' | 'timed';

export interface WorkoutStep {
  /** Unique within the workout. */
  id: string;
  /** The exercise's content id. */
  contentId: number;
  title: string;
  /** For 'timed': the work time. Null for 'repetitions'. */
  durationInSeconds: number | null;
  exerciseType: ExerciseType;
  /** For 'repetitions': the count. Null for 'timed'. */
  repetitions: number | null;
  /** The count or the time is done on each side. */
  perSide: boolean;
  imageList: ImageListEntry[];
  mediaUrl: string;
  /** Rest after this exercise, in seconds (0 for none). */
  rest: number;
}

export interface WorkoutGroup {
  id: string;
  title: string;
  summaryHeading: string;
  summary: string;
  /** How many times the group is done: the player shows "Set N of M". */
  rounds: number;
  /** Rest between two rounds, in seconds, in place of the last exercise's rest. */
  restBetweenRounds: number;
  exercises: WorkoutStep[];
}

export interface RoutineWorkout {
  /** The workout's content id. */
  id: number;
  title: string;
  groups: WorkoutGroup[];
}

export interface WorkoutLevel {
  level: string;
  workouts: RoutineWorkout[];
}

/** What the player needs of a routine's content (GET content/{id} for a routine has all of it). */
export interface WorkoutRoutine {
  contentId: number;
  title: string;
  setType: SetType;
  levels: WorkoutLevel[];
}
