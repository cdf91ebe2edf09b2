/**
 * The progress service's shapes (SPEC section 7, issue 9): favourites, mark-as-completed, the
 * history of a day, saved items, program course progress, her workout history and the logbook.
 */
import { Type, type Static } from 'typebox';
import { CONTENT_TYPES, LISTING_TYPES } from '../application-search.ts';
import { PROGRAM_ACTIONS } from '../progress-service.ts';
import { LENGTH_UNITS } from '../../units/length.ts';
import { WEIGHT_UNITS } from '../user-service.ts';
import { NumberText, StrictObject } from './common.ts';
import { SetTypeSchema } from './workout.ts';

const ContentTypeSchema = Type.Enum([...CONTENT_TYPES], { description: 'routine, article or recipe' });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Day = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', description: 'YYYY-MM-DD' });

export const FavouriteQuery = StrictObject({
  userId: NumberText('The signed-in member'),
  contentType: ContentTypeSchema,
  contentId: NumberText('The item'),
});

/** PUT favourite (SPEC "Requests"). */
export const FavouriteBody = StrictObject({ userId: Id, contentId: Id, contentType: ContentTypeSchema, favourite: Type.Boolean() });
export type FavouriteRequest = Static<typeof FavouriteBody>;

const Instant = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?Z$',
  description: 'ISO date-time in UTC (toISOString)',
});

/**
 * The player's session, sent with "Complete Workout" (issue 42): when she started and finished
 * (her time trained is the one from the other) and the sets she did of the workout's sets. Kept
 * with the day she trained; the API refuses a finish before the start, one in the future, a
 * session over 12 hours and more sets done than there are (400, nothing recorded).
 */
export const TrainingSessionBody = StrictObject(
  {
    startedAt: Instant,
    finishedAt: Instant,
    setsDone: Type.Integer({ minimum: 0, maximum: 1000 }),
    setsTotal: Type.Integer({ minimum: 0, maximum: 1000 }),
  },
  { description: 'The session as the player timed it' },
);
export type TrainingSession = Static<typeof TrainingSessionBody>;

/** PUT mark-as-completed (SPEC "Requests"): one-way, a second call changes nothing. */
export const CompleteBody = StrictObject({
  itemId: Id,
  contentType: ContentTypeSchema,
  isPlanner: Type.Optional(Type.Boolean()),
  selectedDate: Type.Optional(Day),
  isLeftOver: Type.Optional(Type.Boolean()),
  isGoingOut: Type.Optional(Type.Boolean()),
  isPolicy: Type.Optional(Type.Boolean()),
  title: Type.Optional(Type.String({ maxLength: 200, pattern: '^[^\\u0000-\\u001F\\u007F]*$' })),
  setType: Type.Optional(SetTypeSchema),
  session: Type.Optional(TrainingSessionBody),
});
export type CompleteRequest = Static<typeof CompleteBody>;

export const HistoryQuery = StrictObject({
  userId: NumberText('The signed-in member'),
  date: Day,
  contentType: Type.Optional(ContentTypeSchema),
});
export const SavedParams = StrictObject({ type: Type.Enum([...LISTING_TYPES]) });
export const SavedQuery = StrictObject({
  page: Type.Optional(NumberText('Page number, from 1')),
  userId: Type.Optional(NumberText('The signed-in member')),
});
export const ProgramParams = StrictObject({ programId: NumberText('The program') });
export const ProgramUpdateParams = StrictObject({ programId: NumberText('The program'), action: Type.Enum([...PROGRAM_ACTIONS]) });
export const UserQuery = StrictObject({ userId: Type.Optional(NumberText('The signed-in member')) });

/** Workout complete in a program (SPEC 7): body type "workout", programId, workoutId, complete, setType, courseId. */
export const WorkoutCompleteBody = StrictObject({
  type: Type.Literal('workout'),
  programId: Id,
  workoutId: Id,
  complete: Type.Literal(true),
  setType: SetTypeSchema,
  courseId: Type.Integer({ minimum: 1, maximum: 60, description: 'The week of the program (courseId names the week: week number)' }),
  day: Type.Integer({ minimum: 1, maximum: 7, description: '1 = Monday ... 7 = Sunday' }),
  session: Type.Optional(TrainingSessionBody),
});
export type WorkoutCompleteRequest = Static<typeof WorkoutCompleteBody>;

export const CompletionSchema = Type.Object({
  contentId: Type.Integer(),
  contentType: ContentTypeSchema,
  completed: Type.Literal(true),
  changed: Type.Boolean({ description: 'false when it had been completed before (nothing changed)' }),
  completedOn: Type.String(),
});
export type CompletionData = Static<typeof CompletionSchema>;

export const HistoryEntrySchema = Type.Object({
  contentId: Type.Integer(),
  contentType: ContentTypeSchema,
  title: Type.String(),
  action: Type.Enum(['completed', 'favourited', 'unfavourited', 'program-started', 'program-left', 'program-workout']),
  at: Type.String(),
});
export type HistoryEntry = Static<typeof HistoryEntrySchema>;

export const CourseProgressSchema = Type.Object({
  programId: Type.Integer(),
  status: Type.Enum(['in-progress', 'paused', 'left', 'completed', 'not-started'], {
    description: 'paused: it does not suit her pregnancy stage, and waits for her choice (stage-plan)',
  }),
  startWeek: Type.Integer({
    description: 'The week her start counts from: 1, or the week written for her stage, or where a paused program resumed',
  }),
  weeks: Type.Integer(),
  totalWorkouts: Type.Integer(),
  completedWorkouts: Type.Integer(),
  completed: Type.Array(
    Type.Object({
      week: Type.Integer(),
      day: Type.Integer(),
      workoutId: Type.Integer(),
      setType: SetTypeSchema,
      completedAt: Type.String(),
    }),
  ),
});
export type CourseProgress = Static<typeof CourseProgressSchema>;

export const WorkoutHistoryQuery = StrictObject({ page: Type.Optional(NumberText('Page number, from 1')) });

/** One workout she completed (on its own, in the planner or in a program). */
export const CompletedWorkoutSchema = Type.Object({
  contentId: Type.Integer(),
  title: Type.String(),
  urlPartial: Type.String(),
  setType: SetTypeSchema,
  completedOn: Type.String({ description: 'YYYY-MM-DD: the day it was completed on, on her calendar' }),
  at: Type.String({ description: 'ISO date-time it was marked complete' }),
});
export type CompletedWorkout = Static<typeof CompletedWorkoutSchema>;

/** GET workout-history: a page of her completed workouts, most recent first. */
export const WorkoutHistoryPageSchema = Type.Object({
  items: Type.Array(CompletedWorkoutSchema),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
});
export type WorkoutHistoryPage = Static<typeof WorkoutHistoryPageSchema>;

// ---- the logbook ----

const Unit = Type.Enum([...WEIGHT_UNITS], { description: 'The unit the weight was entered in' });

/**
 * The shapes only: the rules (reps 1-1000 and whole, weight 0-500 kg in either unit with 2
 * decimals, 1-20 sets) are @app/shared/validation/logbook's, the same the form applies, so a
 * 10,000-rep set gets the form's message.
 */
const SetInput = StrictObject({
  reps: Type.Number({ description: 'Repetitions, a whole number from 1 to 1000' }),
  weight: StrictObject({ value: Type.Number({ description: '0 for bodyweight; at most 2 decimals' }), unit: Unit }),
});

export const LogEntryBody = StrictObject({
  routineId: Id,
  exerciseId: Id,
  sets: Type.Array(SetInput, { maxItems: 100, description: 'From 1 to 20 sets' }),
});
export const LogbookQuery = StrictObject({
  routineId: NumberText('The workout (its content id)'),
  userId: Type.Optional(NumberText('The signed-in member')),
});
export const LogParams = StrictObject({ logId: NumberText('The log') });

/** One saved log: an exercise of a workout, its sets as entered (each weight in the unit it was entered in). */
export const LogbookEntrySchema = Type.Object({
  id: Type.Integer(),
  routineId: Type.Integer(),
  exerciseId: Type.Integer(),
  sets: Type.Array(Type.Object({ reps: Type.Integer(), weight: Type.Object({ value: Type.Number(), unit: Unit }) })),
  loggedAt: Type.String({ description: 'ISO date-time of the first save' }),
  updatedAt: Type.String({ description: "ISO date-time of the last edit (the first save's when never edited)" }),
});
export type LogbookEntry = Static<typeof LogbookEntrySchema>;

/** One workout of her logbook: each exercise she logged in it, with its logs oldest first. */
export const LoggedWorkoutSchema = Type.Object({
  routineId: Type.Integer(),
  title: Type.Union([Type.String(), Type.Null()], {
    description: "The workout's title; null when it is no longer in the catalog (her logs are kept)",
  }),
  exercises: Type.Array(
    Type.Object({
      exerciseId: Type.Integer(),
      name: Type.Union([Type.String(), Type.Null()], { description: 'null when the exercise is no longer in the catalog' }),
      entries: Type.Array(LogbookEntrySchema),
    }),
  ),
});
export type LoggedWorkout = Static<typeof LoggedWorkoutSchema>;

// ---- her progress, from the logbook ----

const EnteredWeightSchema = Type.Object({ value: Type.Number(), unit: Unit });
const RecordSetSchema = Type.Object({
  weight: EnteredWeightSchema,
  reps: Type.Integer(),
  loggedAt: Type.String({ description: 'ISO date-time of the log the set is in' }),
  entryId: Type.Integer({ description: 'The log the set is in' }),
});
const OneRepMaxSetSchema = Type.Object({
  ...RecordSetSchema.properties,
  oneRepMax: Type.Object(EnteredWeightSchema.properties, {
    description: 'Estimated one-rep max (Epley: weight × (1 + reps / 30); a single is its own weight), in the unit the set was entered in',
  }),
});

export const ExerciseProgressQuery = StrictObject({ exerciseId: Type.Optional(NumberText('Only this exercise')) });

/** One exercise of her logbook: her records, the best set of each log (for the chart) and her last log's sets (for the suggestion). */
export const ExerciseProgressSchema = Type.Object({
  exerciseId: Type.Integer(),
  name: Type.Union([Type.String(), Type.Null()], { description: 'null when the exercise is no longer in the catalog' }),
  records: Type.Object({
    heaviest: Type.Union([RecordSetSchema, Type.Null()], { description: 'Her heaviest set; null when every set was bodyweight' }),
    mostReps: Type.Union([RecordSetSchema, Type.Null()], { description: 'The set with the most reps (at the same reps the heavier)' }),
    bestOneRepMax: Type.Union([OneRepMaxSetSchema, Type.Null()], {
      description: 'The set with the best estimated one-rep max; null when every set was bodyweight',
    }),
  }),
  sessions: Type.Array(Type.Object({ entryId: Type.Integer(), loggedAt: Type.String(), best: OneRepMaxSetSchema }), {
    description: 'Each log with a weighted set, oldest first, with its best set by estimated one-rep max',
  }),
  lastSets: Type.Array(Type.Object({ reps: Type.Integer(), weight: EnteredWeightSchema }), {
    description: 'The sets of her latest log of it, as entered',
  }),
});
export type ExerciseProgress = Static<typeof ExerciseProgressSchema>;

// ---- her body measurements ----

const WeightMeasure = StrictObject({ value: Type.Number({ description: 'At most 1 decimal' }), unit: Unit });
const LengthMeasure = StrictObject({
  value: Type.Number({ description: 'At most 1 decimal' }),
  unit: Type.Enum([...LENGTH_UNITS], { description: 'The unit it was entered in' }),
});

/**
 * The shapes only: the rules (at least one measure, 25-300 kg, 40-250 cm, in either unit, 1 decimal)
 * are @app/shared/validation/measurements', the same the form applies.
 */
export const MeasurementBody = StrictObject({
  weight: Type.Optional(WeightMeasure),
  waist: Type.Optional(LengthMeasure),
  hips: Type.Optional(LengthMeasure),
  chest: Type.Optional(LengthMeasure),
});
export const MeasurementParams = StrictObject({ measurementId: NumberText('The measurement') });

const NOT_MEASURED = { description: 'As entered; null when not measured that time' };
const WeightMeasured = Type.Union([Type.Object(WeightMeasure.properties), Type.Null()], NOT_MEASURED);
const LengthMeasured = Type.Union([Type.Object(LengthMeasure.properties), Type.Null()], NOT_MEASURED);

/** One time she measured herself: each measure as she entered it. */
export const MeasurementSchema = Type.Object({
  id: Type.Integer(),
  measuredAt: Type.String({ description: 'ISO date-time it was saved' }),
  weight: WeightMeasured,
  waist: LengthMeasured,
  hips: LengthMeasured,
  chest: LengthMeasured,
});
export type Measurement = Static<typeof MeasurementSchema>;
