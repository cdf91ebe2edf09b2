/** SPEC section 3 "Workout structure": the types of the routine's schemas (./schemas/workout.ts). */
import type { SetType, WorkoutLevel } from './schemas/workout.ts';

export type { ExerciseType, RoutineWorkout, SetType, WorkoutGroup, WorkoutLevel, WorkoutStep } from './schemas/workout.ts';

/** SPEC section 4 "Workout modes": at home = 0, in gym = 1 (the /workout/show/{setType}/... segment). */
export const SET_TYPE = { home: 0, gym: 1 } as const satisfies Record<string, SetType>;

/** What the player needs of a routine's content (GET content/{id} for a routine has all of it). */
export interface WorkoutRoutine {
  contentId: number;
  title: string;
  setType: SetType;
  levels: WorkoutLevel[];
}
