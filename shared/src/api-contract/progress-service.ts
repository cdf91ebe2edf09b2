/**
 * The progress service (SPEC section 7, issue 9): favourites, mark-as-completed (one-way), the
 * history of a day, a member's saved items per listing, and program course progress. Every call
 * is a member's own: a userId that is not the signed-in member's is refused (403).
 */
import type { ContentType, ListingType } from './application-search.ts';
import type { LogSetInput } from '../validation/logbook.ts';

export const PROGRESS_SERVICE_PREFIX = '/progress/progress-service';

export const PROGRESS_SERVICE_PATHS = {
  favourite: `${PROGRESS_SERVICE_PREFIX}/api/user/preference/favourite`,
  markAsCompleted: `${PROGRESS_SERVICE_PREFIX}/api/user/preference/mark-as-completed`,
  history: `${PROGRESS_SERVICE_PREFIX}/api/user/history`,
  /** GET, query page (from 1): the workouts she completed, most recent first. */
  workoutHistory: `${PROGRESS_SERVICE_PREFIX}/api/user/workout-history`,
  saved: `${PROGRESS_SERVICE_PREFIX}/api/user/saved/:type`,
  courseProgress: `${PROGRESS_SERVICE_PREFIX}/api/course-progress/:programId`,
  programUpdate: `${PROGRESS_SERVICE_PREFIX}/api/programs/:programId/:action`,
  inProgressPrograms: `${PROGRESS_SERVICE_PREFIX}/api/programs/in-progress`,
  workoutComplete: `${PROGRESS_SERVICE_PREFIX}/api/course-progress/workout-complete`,
} as const;

export const savedPath = (type: ListingType) => `${PROGRESS_SERVICE_PREFIX}/api/user/saved/${type}`;
export const courseProgressPath = (programId: number) => `${PROGRESS_SERVICE_PREFIX}/api/course-progress/${programId}`;
export const programUpdatePath = (programId: number, action: ProgramAction) => `${PROGRESS_SERVICE_PREFIX}/api/programs/${programId}/${action}`;

export const PROGRAM_ACTIONS = ['start', 'leave'] as const;
export type ProgramAction = (typeof PROGRAM_ACTIONS)[number];

/** GET favourite: query userId, contentType, contentId; data is whether it is saved. */
export interface FavouriteQuery {
  userId: number;
  contentType: ContentType;
  contentId: number;
}

/** PUT favourite (SPEC "Requests"). */
export interface FavouriteRequest {
  userId: number;
  contentId: number;
  contentType: ContentType;
  favourite: boolean;
}

/** PUT mark-as-completed (SPEC "Requests"): one-way, a second call changes nothing. */
export interface CompleteRequest {
  itemId: number;
  contentType: ContentType;
  isPlanner?: boolean;
  /** YYYY-MM-DD */
  selectedDate?: string;
  isLeftOver?: boolean;
  isGoingOut?: boolean;
  isPolicy?: boolean;
  title?: string;
  /** Workouts: 0 at home, 1 in gym. */
  setType?: 0 | 1;
}

export interface CompletionData {
  contentId: number;
  contentType: ContentType;
  completed: true;
  /** false when it had been completed before (nothing changed). */
  changed: boolean;
  completedOn: string;
}

/** GET history: query userId, date (YYYY-MM-DD), optional contentType. */
export interface HistoryQuery {
  userId: number;
  date: string;
  contentType?: ContentType;
}

export interface HistoryEntry {
  contentId: number;
  contentType: ContentType;
  title: string;
  action: 'completed' | 'favourited' | 'unfavourited' | 'program-started' | 'program-left' | 'program-workout';
  at: string;
}

/** Workout complete in a program (SPEC 7): body type "workout", programId, workoutId, complete, setType, courseId. */
export interface WorkoutCompleteRequest {
  type: 'workout';
  programId: number;
  workoutId: number;
  complete: true;
  setType: 0 | 1;
  /** The program's week and day of the schedule (courseId names the week: week number). */
  courseId: number;
  day: number;
}

export interface CourseProgress {
  programId: number;
  status: 'in-progress' | 'left' | 'completed' | 'not-started';
  weeks: number;
  totalWorkouts: number;
  completedWorkouts: number;
  completed: { week: number; day: number; workoutId: number; setType: 0 | 1; completedAt: string }[];
}

/**
 * The logbook (SPEC 7: GET with routineId; save/update; delete). Each set keeps the weight with the
 * unit it was entered in; the page converts for show only.
 */
export const LOGBOOK_PATHS = {
  logbook: `${PROGRESS_SERVICE_PREFIX}/api/logbook`,
  logEntry: `${PROGRESS_SERVICE_PREFIX}/api/logbook/:logId`,
  /** GET: her whole logbook, by workout. */
  loggedWorkouts: `${PROGRESS_SERVICE_PREFIX}/api/logbook/workouts`,
} as const;

export const logEntryPath = (logId: number) => `${PROGRESS_SERVICE_PREFIX}/api/logbook/${logId}`;
export const logbookPath = (routineId: number) => `${LOGBOOK_PATHS.logbook}?routineId=${routineId}`;

/** One saved log: an exercise of a workout, its sets as entered. */
export interface LogbookEntry {
  id: number;
  routineId: number;
  exerciseId: number;
  sets: LogSetInput[];
  /** ISO date-time of the first save. */
  loggedAt: string;
  /** ISO date-time of the last edit (the first save's when never edited). */
  updatedAt: string;
}

/**
 * Her workout history and her logbook are hers to read whether or not she subscribes (issue 28):
 * neither call looks at her subscription.
 */

/** One workout she completed (on its own, in the planner or in a program). */
export interface CompletedWorkout {
  contentId: number;
  title: string;
  urlPartial: string;
  /** 0 at home, 1 in gym. */
  setType: 0 | 1;
  /** YYYY-MM-DD: the day it was completed on, on her calendar. */
  completedOn: string;
  /** ISO date-time it was marked complete. */
  at: string;
}

/** GET workout-history: a page of her completed workouts, most recent first. */
export interface WorkoutHistoryPage {
  items: CompletedWorkout[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** One workout of her logbook: each exercise she logged in it, with its logs oldest first. */
export interface LoggedWorkout {
  routineId: number;
  /** The workout's title; null when it is no longer in the catalog (her logs are kept). */
  title: string | null;
  exercises: { exerciseId: number; name: string | null; entries: LogbookEntry[] }[];
}
