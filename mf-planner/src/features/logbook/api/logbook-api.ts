import { api } from '@app/shared/api';
import {
  LOGBOOK_PATHS,
  PROGRESS_SERVICE_PATHS,
  logEntryPath,
  type ExerciseProgress,
  type LoggedWorkout,
  type LogbookEntry,
  type WorkoutHistoryPage,
} from '@app/shared/api-contract/progress-service';
import type { LogEntryInput } from '@app/shared/validation/logbook';

/** Her whole logbook (the workout history page): every change to a log reads it again. */
const WHOLE_LOGBOOK = { type: 'Logbook', id: 'ALL' } as const;

/**
 * The member's logbook of one workout: GET with routineId, save, update, delete (SPEC 7); and for
 * her workout history, her whole logbook and the workouts she completed.
 */
const logbookApi = api.enhanceEndpoints({ addTagTypes: ['Logbook', 'History'] }).injectEndpoints({
  endpoints: (build) => ({
    loggedWorkouts: build.query<LoggedWorkout[], void>({
      query: () => LOGBOOK_PATHS.loggedWorkouts,
      providesTags: [WHOLE_LOGBOOK],
    }),
    /** Her records and progress per exercise (the progress page, the next log's suggestion): every change to a log reads it again. */
    exerciseProgress: build.query<ExerciseProgress[], void>({
      query: () => LOGBOOK_PATHS.progress,
      providesTags: [WHOLE_LOGBOOK],
    }),
    /** A page of the workouts she completed, most recent first; completing one reads them again. */
    completedWorkouts: build.query<WorkoutHistoryPage, number>({
      query: (page) => ({ url: PROGRESS_SERVICE_PATHS.workoutHistory, params: { page } }),
      providesTags: ['History'],
    }),
    workoutLogs: build.query<LogbookEntry[], number>({
      query: (routineId) => ({ url: LOGBOOK_PATHS.logbook, params: { routineId } }),
      providesTags: (_result, _error, routineId) => [{ type: 'Logbook', id: routineId }],
    }),
    saveWorkoutLog: build.mutation<LogbookEntry, LogEntryInput>({
      query: (body) => ({ url: LOGBOOK_PATHS.logbook, method: 'POST', body }),
      invalidatesTags: (_result, _error, { routineId }) => [{ type: 'Logbook', id: routineId }, WHOLE_LOGBOOK],
    }),
    updateWorkoutLog: build.mutation<LogbookEntry, { logId: number; input: LogEntryInput }>({
      query: ({ logId, input }) => ({ url: logEntryPath(logId), method: 'PUT', body: input }),
      invalidatesTags: (_result, _error, { input }) => [{ type: 'Logbook', id: input.routineId }, WHOLE_LOGBOOK],
    }),
    deleteWorkoutLog: build.mutation<null, { logId: number; routineId: number }>({
      query: ({ logId }) => ({ url: logEntryPath(logId), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { routineId }) => [{ type: 'Logbook', id: routineId }, WHOLE_LOGBOOK],
    }),
  }),
});

export const {
  useWorkoutLogsQuery,
  useSaveWorkoutLogMutation,
  useUpdateWorkoutLogMutation,
  useDeleteWorkoutLogMutation,
  useLoggedWorkoutsQuery,
  useCompletedWorkoutsQuery,
  useExerciseProgressQuery,
} = logbookApi;
