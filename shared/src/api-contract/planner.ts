/**
 * The weekly planner (SPEC sections 3, 4 and 7, issue 12): GET planner answers a Monday-to-Sunday
 * week of courseDays, each with its ROUTINE, RECIPE and ARTICLE sections and the day's recipes;
 * planner/swap changes one section of one day; planner/completion marks a planned item complete on
 * its date; history lists what she did on a day. Every call is the member's own plan.
 */
import type {
  CalendarFeedLink,
  CalendarFeedStatus,
  CourseDay,
  PlannerCompleteRequest,
  ReminderSettings,
  PlannerCompletion,
  PlannerItem,
  PlannerRecipe,
  PlannerSection,
  PlannerWeek,
  SwapRequest,
  TrainingSummary,
} from './schemas/planner.ts';

export type {
  CalendarFeedLink,
  CalendarFeedStatus,
  CourseDay,
  PlannerCompleteRequest,
  ReminderSettings,
  PlannerCompletion,
  PlannerItem,
  PlannerRecipe,
  PlannerSection,
  PlannerWeek,
  SwapRequest,
  TrainingSummary,
};

export const PLANNER_PREFIX = '/search/application-search';

export const PLANNER_PATHS = {
  planner: `${PLANNER_PREFIX}/api/planner`,
  swap: `${PLANNER_PREFIX}/api/planner/swap`,
  completion: `${PLANNER_PREFIX}/api/planner/completion`,
  history: `${PLANNER_PREFIX}/api/history`,
  /** GET: her week so far, streak, today's latest workout and next session (issue 42). */
  training: `${PLANNER_PREFIX}/api/planner/training`,
  /** GET her calendar link's state, POST a new link (the old one stops), DELETE revokes it (issue 43). */
  calendarFeed: `${PLANNER_PREFIX}/api/planner/calendar-feed`,
  /** GET her workout reminders (days and hour on her clock; null: off), PUT sets them, DELETE stops them (issue 43). */
  reminders: `${PLANNER_PREFIX}/api/planner/reminders`,
  /** The one-tap stop of the reminder e-mails: GET a page with its button, POST (RFC 8058 one-click) stops them. */
  reminderStop: `${PLANNER_PREFIX}/pub/api/planner/reminders/stop`,
  /** GET {secret}.ics: her planned week as iCalendar, for calendar apps (no token: the secret is the key). */
  calendarFeedFile: `${PLANNER_PREFIX}/pub/api/planner/calendar`,
} as const;

/** The .ics a calendar link opens. */
export const calendarFeedFilePath = (secret: string) => `${PLANNER_PATHS.calendarFeedFile}/${secret}.ics`;

/** GET planner for the week that starts on this Monday, as the planner's query asks for it. */
export const plannerWeekRequest = (startDate: string) => ({ url: PLANNER_PATHS.planner, params: { startDate } });

export const SECTION_TYPES = ['ROUTINE', 'RECIPE', 'ARTICLE'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

/** The planner's meals of a day, in the order the day shows them. */
export const PLANNER_MEAL_TYPES = ['Breakfast', 'Lunch', 'Dinner', 'Snack'] as const;
export type PlannerMealType = (typeof PLANNER_MEAL_TYPES)[number];

/** SPEC "Enumerations": leftovers = 1, going out = 2. */
export const MEAL_SWAP_KIND = { leftovers: 1, goingOut: 2 } as const;

/**
 * What a swap does. Workouts: switch-set (its at-home or in-gym version), another (another workout
 * of the same kind), revert. Meals: another (another recipe of the same meal type and diet),
 * leftovers, going-out, revert.
 */
export const SWAP_ACTIONS = ['switch-set', 'another', 'leftovers', 'going-out', 'revert'] as const;
export type SwapAction = (typeof SWAP_ACTIONS)[number];

/** What a meal can be swapped to: every swap but a workout's switch between at home and in gym. */
export type MealSwapAction = Exclude<SwapAction, 'switch-set'>;

/** SPEC "Enumerations": the main meals (Breakfast, Lunch, Dinner); a snack is none of them. */
const MAIN_MEALS: readonly PlannerMealType[] = ['Breakfast', 'Lunch', 'Dinner'];

/**
 * The swaps a planned meal offers, in the order the swap menu lists them. Leftovers and going out
 * stand in for a main meal (SPEC: leftovers = 1, going out = 2 of the meal types Breakfast, Lunch,
 * Dinner); a snack swaps only to another snack. Revert is offered once it is swapped. Pure: the
 * planner's menu and the swap route both ask it.
 */
export function mealSwapActions(mealType: PlannerMealType, isSwapped: boolean): MealSwapAction[] {
  const main = MAIN_MEALS.includes(mealType);
  return ['another', ...(main ? (['leftovers', 'going-out'] as const) : []), ...(isSwapped ? (['revert'] as const) : [])];
}
