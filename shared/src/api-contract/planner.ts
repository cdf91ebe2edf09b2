/**
 * The weekly planner (SPEC sections 3, 4 and 7, issue 12): GET planner answers a Monday-to-Sunday
 * week of courseDays, each with its ROUTINE, RECIPE and ARTICLE sections and the day's recipes;
 * planner/swap changes one section of one day; planner/completion marks a planned item complete on
 * its date; history lists what she did on a day. Every call is the member's own plan.
 */
import type { ContentType } from './application-search.ts';

export const PLANNER_PREFIX = '/search/application-search';

export const PLANNER_PATHS = {
  planner: `${PLANNER_PREFIX}/api/planner`,
  swap: `${PLANNER_PREFIX}/api/planner/swap`,
  completion: `${PLANNER_PREFIX}/api/planner/completion`,
  history: `${PLANNER_PREFIX}/api/history`,
} as const;

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

/** GET planner query (SPEC 7). startDate is the week's Monday. */
export interface PlannerQuery {
  genderId?: number;
  mealId?: number;
  fitnessId?: number;
  userId?: number;
  startDate: string;
}

/** SPEC "Item data": contentId, originalContentId, isSwapped, plus what a card shows. */
export interface PlannerItem {
  /** The planned meal's or workout's id, stable through swaps (the shopping list keys on it). */
  activityId: number;
  /** null for leftovers and going out. */
  contentId: number | null;
  originalContentId: number;
  isSwapped: boolean;
  contentType: ContentType;
  title: string;
  /** The UK and US titles where they differ (a recipe named after a food the region calls otherwise). */
  titleUK?: string;
  titleUS?: string;
  urlPartial: string;
  imageUrl: string;
  /** Minutes: a workout's length, a recipe's prep plus cook time, an article's read. */
  duration: number | null;
  completed: boolean;
  isLeftOver: boolean;
  isGoingOut: boolean;
  mealType?: PlannerMealType;
  /** Workouts: 0 at home, 1 in gym, and whether the other set's version exists. */
  setType?: 0 | 1;
  linkedContentId?: number | null;
  focus?: string;
  level?: string;
  /** Articles: their listing (tips, blogs...). */
  kind?: string;
}

export interface PlannerSection {
  sectionType: SectionType;
  data: PlannerItem[];
}

/** SPEC "Planner week recipes per day". */
export interface PlannerRecipe {
  activityId: number;
  contentId: number | null;
  name: string;
  serves: number;
  mealType: PlannerMealType;
  landscape1x_shoppinglist: string;
  isLeftOver: boolean;
  isGoingOut: boolean;
}

export interface CourseDay {
  /** YYYY-MM-DD */
  date: string;
  /** 0 = Sunday ... 6 = Saturday. */
  dayIndex: number;
  /** No workout planned (a program's rest day, or the plan's). */
  isRestDay: boolean;
  sections: PlannerSection[];
  recipes: PlannerRecipe[];
}

export interface PlannerWeek {
  /** The program the week follows; id null when she is doing none. */
  courseDetails: { id: number | null; title: string | null; week: number | null; weeks: number | null };
  /** The meal stream: her meal choice. */
  streams: { id: number; name: string };
  startDate: string;
  courseDays: CourseDay[];
}

/** planner/swap body. */
export interface SwapRequest {
  userId?: number;
  /** YYYY-MM-DD */
  date: string;
  sectionType: 'ROUTINE' | 'RECIPE';
  /** Required for a RECIPE swap. */
  mealType?: PlannerMealType;
  action: SwapAction;
  /** "another": the recipe or workout she picked; the planner picks one when absent. */
  contentId?: number;
}

/** planner/completion body: SPEC "Complete" with the planner context. */
export interface PlannerCompleteRequest {
  itemId: number;
  contentType: ContentType;
  isPlanner: true;
  selectedDate: string;
  isLeftOver?: boolean;
  isGoingOut?: boolean;
  setType?: 0 | 1;
}

export interface PlannerCompletion {
  activityId: number;
  date: string;
  completed: true;
  /** false when it had been completed before (nothing changed). */
  changed: boolean;
}
