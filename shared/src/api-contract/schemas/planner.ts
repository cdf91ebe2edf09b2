/**
 * The weekly planner's shapes (SPEC sections 3, 4 and 7, issue 12): the week, a swap, a
 * completion. The paths and the enumerations' values are in ../planner.ts.
 */
import { Type, type Static } from 'typebox';
import { CONTENT_TYPES } from '../application-search.ts';
import { PLANNER_MEAL_TYPES, SECTION_TYPES, SWAP_ACTIONS } from '../planner.ts';
import { NullableInteger, NullableString, NumberText, StrictObject } from './common.ts';
import { SetTypeSchema } from './workout.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Day = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', description: 'YYYY-MM-DD' });
const ContentTypeSchema = Type.Enum([...CONTENT_TYPES], { description: 'routine, article or recipe' });
const MealTypeSchema = Type.Enum([...PLANNER_MEAL_TYPES], { description: 'Breakfast, Lunch, Dinner or Snack' });

/** GET planner query (SPEC 7). startDate is the week's Monday. */
export const PlannerQuery = StrictObject({
  startDate: Type.String({ ...Day, description: 'The Monday the week starts on, YYYY-MM-DD' }),
  userId: Type.Optional(NumberText('The signed-in member')),
  genderId: Type.Optional(NumberText('Her gender choice (onboarding)')),
  mealId: Type.Optional(NumberText('Her meal choice (onboarding): 2 plans vegetarian recipes only')),
  fitnessId: Type.Optional(NumberText('Her fitness choice (onboarding): sets the workouts’ level')),
});

/** planner/swap body. */
export const SwapBody = StrictObject({
  userId: Type.Optional(Id),
  date: Day,
  sectionType: Type.Enum(['ROUTINE', 'RECIPE'], { description: 'Which section of the day to change' }),
  mealType: Type.Optional(
    Type.Enum([...PLANNER_MEAL_TYPES], { description: 'Required for a RECIPE swap: Breakfast, Lunch, Dinner or Snack' }),
  ),
  action: Type.Enum([...SWAP_ACTIONS], {
    description: 'Workouts: switch-set (at home <-> in gym), another, revert. Meals: another, leftovers (1), going-out (2), revert.',
  }),
  contentId: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2_147_483_647,
      description: '"another": the recipe or workout she picked; the planner picks one when absent',
    }),
  ),
});
export type SwapRequest = Static<typeof SwapBody>;

/** planner/completion body: SPEC "Complete" with the planner context. */
export const PlannerCompleteBody = StrictObject({
  itemId: Id,
  contentType: ContentTypeSchema,
  isPlanner: Type.Literal(true),
  selectedDate: Day,
  isLeftOver: Type.Optional(Type.Boolean()),
  isGoingOut: Type.Optional(Type.Boolean()),
  setType: Type.Optional(SetTypeSchema),
});
export type PlannerCompleteRequest = Static<typeof PlannerCompleteBody>;

/** SPEC "Item data": contentId, originalContentId, isSwapped, plus what a card shows. */
export const PlannerItemSchema = Type.Object({
  activityId: Type.Integer({ description: "The planned meal's or workout's id, stable through swaps (the shopping list keys on it)" }),
  contentId: Type.Union([Type.Integer(), Type.Null()], { description: 'null for leftovers and going out' }),
  originalContentId: Type.Integer(),
  isSwapped: Type.Boolean(),
  contentType: ContentTypeSchema,
  title: Type.String(),
  titleUK: Type.Optional(Type.String({ description: 'The UK title where it differs' })),
  titleUS: Type.Optional(Type.String({ description: 'The US title where it differs' })),
  urlPartial: Type.String(),
  imageUrl: Type.String(),
  duration: Type.Union([Type.Integer(), Type.Null()], {
    description: "Minutes: a workout's length, a recipe's prep plus cook time, an article's read",
  }),
  completed: Type.Boolean(),
  isLeftOver: Type.Boolean(),
  isGoingOut: Type.Boolean(),
  mealType: Type.Optional(MealTypeSchema),
  setType: Type.Optional(SetTypeSchema),
  linkedContentId: Type.Optional(
    Type.Union([Type.Integer(), Type.Null()], { description: "Workouts: whether the other set's version exists" }),
  ),
  focus: Type.Optional(Type.String()),
  level: Type.Optional(Type.String()),
  kind: Type.Optional(Type.String({ description: 'Articles: their listing (tips, blogs...)' })),
});
export type PlannerItem = Static<typeof PlannerItemSchema>;

export const PlannerSectionSchema = Type.Object({ sectionType: Type.Enum([...SECTION_TYPES]), data: Type.Array(PlannerItemSchema) });
export type PlannerSection = Static<typeof PlannerSectionSchema>;

/** SPEC "Planner week recipes per day". */
export const PlannerRecipeSchema = Type.Object({
  activityId: Type.Integer(),
  contentId: NullableInteger,
  name: Type.String(),
  serves: Type.Integer(),
  mealType: MealTypeSchema,
  landscape1x_shoppinglist: Type.String(),
  isLeftOver: Type.Boolean(),
  isGoingOut: Type.Boolean(),
});
export type PlannerRecipe = Static<typeof PlannerRecipeSchema>;

export const CourseDaySchema = Type.Object({
  date: Type.String({ description: 'YYYY-MM-DD' }),
  dayIndex: Type.Integer({ description: '0 = Sunday ... 6 = Saturday' }),
  isRestDay: Type.Boolean({ description: "No workout planned (a program's rest day, or the plan's)" }),
  sections: Type.Array(PlannerSectionSchema),
  recipes: Type.Array(PlannerRecipeSchema),
});
export type CourseDay = Static<typeof CourseDaySchema>;

export const PlannerWeekSchema = Type.Object({
  courseDetails: Type.Object(
    { id: NullableInteger, title: NullableString, week: NullableInteger, weeks: NullableInteger },
    { description: 'The program the week follows; id null when she is doing none' },
  ),
  streams: Type.Object({ id: Type.Integer(), name: Type.String() }, { description: 'The meal stream: her meal choice' }),
  startDate: Type.String(),
  courseDays: Type.Array(CourseDaySchema),
});
export type PlannerWeek = Static<typeof PlannerWeekSchema>;

export const PlannerCompletionSchema = Type.Object({
  activityId: Type.Integer(),
  date: Type.String(),
  completed: Type.Literal(true),
  changed: Type.Boolean({ description: 'false when it had been completed before (nothing changed)' }),
});
export type PlannerCompletion = Static<typeof PlannerCompletionSchema>;

/** A workout she trained: the latest of today, with the player's session when it sent one (issue 42). */
const TrainedSchema = Type.Object({
  contentId: Type.Integer(),
  date: Type.String({ description: 'YYYY-MM-DD, her calendar' }),
  trainedSeconds: Type.Union([Type.Integer(), Type.Null()], { description: 'From start to finish in the player; null without a session' }),
  setsDone: NullableInteger,
  setsTotal: NullableInteger,
});

/**
 * GET planner/training: her training as the completion screen and the member home show it, counted
 * by @app/shared/planner/training-week (one rule): her week so far, her streak in weeks, the last
 * workout she trained today, and her next planned session after today (null: nothing planned yet).
 */
export const TrainingSummarySchema = Type.Object({
  today: Type.String({ description: 'YYYY-MM-DD, her calendar' }),
  week: Type.Object({
    startDate: Type.String({ description: 'The Monday of this week' }),
    completed: Type.Integer({ description: 'Workouts completed this week, each once a day, however she recorded it' }),
    completedToday: Type.Integer(),
    planned: Type.Integer({ description: 'Workouts her planner holds this week' }),
  }),
  weeklyGoal: Type.Integer({ description: 'Workouts a week she aims for: hers, or the default when she has not set one' }),
  streakWeeks: Type.Integer({ description: 'Monday-to-Sunday weeks in a row she met her weekly goal, up to this week' }),
  milestones: Type.Object(
    {
      total: Type.Integer({ description: 'Every workout she has trained, each once a day' }),
      reached: Type.Union([Type.Integer(), Type.Null()], { description: 'The highest milestone reached (1, 10, 25, 50...)' }),
      reachedToday: Type.Union([Type.Integer(), Type.Null()], { description: 'The milestone reached today, if one' }),
      next: Type.Union([Type.Object({ count: Type.Integer(), left: Type.Integer() }), Type.Null()]),
      programsFinished: Type.Integer({ description: 'Programs she has finished' }),
    },
    { description: '@app/shared/planner/training-week workoutMilestones' },
  ),
  latestToday: Type.Union([TrainedSchema, Type.Null()]),
  next: Type.Union([
    Type.Object({
      date: Type.String({ description: 'YYYY-MM-DD' }),
      contentId: Type.Integer(),
      title: Type.String(),
      titleUK: Type.Optional(Type.String()),
      titleUS: Type.Optional(Type.String()),
      urlPartial: Type.String(),
      setType: SetTypeSchema,
      duration: NullableInteger,
    }),
    Type.Null(),
  ]),
});
export type TrainingSummary = Static<typeof TrainingSummarySchema>;

/**
 * GET/DELETE planner/calendar-feed: whether she has a calendar link and since when. The link itself
 * is shown once, when made (only its hash is kept), so a lost link is replaced, never shown again.
 */
export const CalendarFeedStatusSchema = Type.Object({
  active: Type.Boolean({ description: 'Whether a calendar link of hers works now' }),
  createdAt: Type.Union([Type.String({ description: 'ISO 8601' }), Type.Null()], { description: 'When the working link was made' }),
});
export type CalendarFeedStatus = Static<typeof CalendarFeedStatusSchema>;

/** POST planner/calendar-feed: the new link, shown this once; any older link has stopped working. */
export const CalendarFeedLinkSchema = Type.Object({
  active: Type.Literal(true),
  createdAt: Type.String({ description: 'ISO 8601' }),
  url: Type.String({ description: 'The .ics address to paste into a calendar app' }),
});
export type CalendarFeedLink = Static<typeof CalendarFeedLinkSchema>;

/** planner/reminders (issue 43): the days (ISO weekdays, 1 Monday) and the hour on her clock she is reminded; null when off. */
export const ReminderChoiceBody = StrictObject({
  days: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), {
    minItems: 1,
    maxItems: 7,
    description: 'ISO weekdays, each once: 1 is Monday, 7 Sunday',
  }),
  // The range is checked in the route, with the form's message (reminderChoiceError).
  hour: Type.Integer({ description: 'The hour on her clock, 6 to 21' }),
});
export const ReminderSettingsSchema = Type.Union([ReminderChoiceBody, Type.Null()], { description: 'Her reminders; null: off' });
export type ReminderSettings = Static<typeof ReminderSettingsSchema>;
