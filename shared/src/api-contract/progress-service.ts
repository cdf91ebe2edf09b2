/**
 * The progress service (SPEC section 7, issue 9): favourites, mark-as-completed (one-way), the
 * history of a day, a member's saved items per listing, and program course progress. Every call
 * is a member's own: a userId that is not the signed-in member's is refused (403).
 */
import type { ContentType, ListingType } from './application-search.ts';

import type {
  CompletedWorkout,
  CompleteRequest,
  CompletionData,
  CourseProgress,
  ExerciseProgress,
  FavouriteRequest,
  HistoryEntry,
  LogbookEntry,
  LoggedWorkout,
  Measurement,
  TrainingSession,
  WorkoutCompleteRequest,
  WorkoutHistoryPage,
} from './schemas/progress.ts';
import type { ProgramStanding, StageNotice, StagePlan } from './schemas/stage-plan.ts';

export type {
  CompletedWorkout,
  CompleteRequest,
  CompletionData,
  CourseProgress,
  ExerciseProgress,
  FavouriteRequest,
  HistoryEntry,
  LogbookEntry,
  LoggedWorkout,
  Measurement,
  TrainingSession,
  WorkoutCompleteRequest,
  WorkoutHistoryPage,
};
export type { ProgramStanding, StageNotice, StagePlan };

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
  /** GET: her pregnancy stage, what its last change did (until dismissed), and how the programs she follows stand for it. */
  stagePlan: `${PROGRESS_SERVICE_PREFIX}/api/stage-plan`,
  /** GET: how one program stands for her stage. */
  stageProgram: `${PROGRESS_SERVICE_PREFIX}/api/stage-plan/programs/:programId`,
  /** PUT: her choice for a program that does not suit her stage: switch to her stage's program, or keep it knowingly. */
  stageChoice: `${PROGRESS_SERVICE_PREFIX}/api/stage-plan/programs/:programId/:choice`,
  /** DELETE: she has read the notice of what her change of stage did. */
  stageNotice: `${PROGRESS_SERVICE_PREFIX}/api/stage-plan/notice`,
} as const;

export const savedPath = (type: ListingType) => `${PROGRESS_SERVICE_PREFIX}/api/user/saved/${type}`;
export const courseProgressPath = (programId: number) => `${PROGRESS_SERVICE_PREFIX}/api/course-progress/${programId}`;
export const programUpdatePath = (programId: number, action: ProgramAction) =>
  `${PROGRESS_SERVICE_PREFIX}/api/programs/${programId}/${action}`;

export const stageProgramPath = (programId: number) => `${PROGRESS_SERVICE_PREFIX}/api/stage-plan/programs/${programId}`;
export const stageChoicePath = (programId: number, choice: StagePlanChoice) =>
  `${PROGRESS_SERVICE_PREFIX}/api/stage-plan/programs/${programId}/${choice}`;

/** switch: leave it for the program written for her stage; keep: follow it in her stage, knowingly. */
export const STAGE_PLAN_CHOICES = ['switch', 'keep'] as const;
export type StagePlanChoice = (typeof STAGE_PLAN_CHOICES)[number];

export const PROGRAM_ACTIONS = ['start', 'leave'] as const;
export type ProgramAction = (typeof PROGRAM_ACTIONS)[number];

/** GET favourite: query userId, contentType, contentId; data is whether it is saved. */
export interface FavouriteQuery {
  userId: number;
  contentType: ContentType;
  contentId: number;
}

/** GET history: query userId, date (YYYY-MM-DD), optional contentType. */
export interface HistoryQuery {
  userId: number;
  date: string;
  contentType?: ContentType;
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
  /** GET, optional query exerciseId: her records and progress per exercise she logged, the most recently logged first. */
  progress: `${PROGRESS_SERVICE_PREFIX}/api/logbook/progress`,
} as const;

/** Her body measurements (issue 43): GET hers, oldest first; POST one; DELETE one of hers. */
export const MEASUREMENT_PATHS = {
  measurements: `${PROGRESS_SERVICE_PREFIX}/api/measurements`,
  measurement: `${PROGRESS_SERVICE_PREFIX}/api/measurements/:measurementId`,
} as const;

export const measurementPath = (measurementId: number) => `${MEASUREMENT_PATHS.measurements}/${measurementId}`;

export const logEntryPath = (logId: number) => `${PROGRESS_SERVICE_PREFIX}/api/logbook/${logId}`;
export const logbookPath = (routineId: number) => `${LOGBOOK_PATHS.logbook}?routineId=${routineId}`;

/**
 * Her workout history and her logbook are hers to read whether or not she subscribes (issue 28):
 * neither call looks at her subscription.
 */
