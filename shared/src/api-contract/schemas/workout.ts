/**
 * SPEC section 3 "Workout structure" as GET content/{id} returns it for a routine:
 * levels[].workouts[].groups[].exercises[]. The shape is the catalog's (api/src/catalog/training,
 * toRoutine) with what the content API adds per exercise: its images and media URL.
 */
import { Type, type Static } from 'typebox';
import { ImageListSchema } from './common.ts';

/** SPEC section 4 "Workout modes": at home = 0, in gym = 1 (the /workout/show/{setType}/... segment). */
export const SetTypeSchema = Type.Union([Type.Literal(0), Type.Literal(1)], { description: '0 at home, 1 in gym' });
export type SetType = Static<typeof SetTypeSchema>;

export const ExerciseTypeSchema = Type.Enum(['repetitions', 'timed']);
export type ExerciseType = Static<typeof ExerciseTypeSchema>;

export const WorkoutStepSchema = Type.Object({
  id: Type.String({ description: 'Unique within the workout' }),
  contentId: Type.Integer({ description: "The exercise's content id" }),
  title: Type.String(),
  durationInSeconds: Type.Union([Type.Integer(), Type.Null()], { description: "For 'timed': the work time. Null for 'repetitions'" }),
  exerciseType: ExerciseTypeSchema,
  repetitions: Type.Union([Type.Integer(), Type.Null()], { description: "For 'repetitions': the count. Null for 'timed'" }),
  perSide: Type.Boolean({ description: 'The count or the time is done on each side' }),
  imageList: ImageListSchema,
  mediaUrl: Type.String(),
  rest: Type.Integer({ description: 'Rest after this exercise, in seconds (0 for none)' }),
  loggable: Type.Boolean({
    description:
      'It takes sets of reps and a weight, so the logbook offers Add log (not a stretch, a mobility or breathing move, or a timed step)',
  }),
});
export type WorkoutStep = Static<typeof WorkoutStepSchema>;

export const WorkoutGroupSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  summaryHeading: Type.String(),
  summary: Type.String(),
  rounds: Type.Integer({ description: 'How many times the group is done: the player shows "Set N of M"' }),
  restBetweenRounds: Type.Integer({ description: "Rest between two rounds, in seconds, in place of the last exercise's rest" }),
  exercises: Type.Array(WorkoutStepSchema),
});
export type WorkoutGroup = Static<typeof WorkoutGroupSchema>;

export const RoutineWorkoutSchema = Type.Object({
  id: Type.Integer({ description: "The workout's content id" }),
  title: Type.String(),
  groups: Type.Array(WorkoutGroupSchema),
});
export type RoutineWorkout = Static<typeof RoutineWorkoutSchema>;

export const WorkoutLevelSchema = Type.Object({ level: Type.String(), workouts: Type.Array(RoutineWorkoutSchema) });
export type WorkoutLevel = Static<typeof WorkoutLevelSchema>;
