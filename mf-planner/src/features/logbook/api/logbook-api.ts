import { api } from '@app/shared/api';
import { LOGBOOK_PATHS, logEntryPath, type LogbookEntry } from '@app/shared/api-contract/progress-service';
import type { LogEntryInput } from '@app/shared/validation/logbook';

/** The member's logbook of one workout: GET with routineId, save, update, delete (SPEC 7). */
export const logbookApi = api.enhanceEndpoints({ addTagTypes: ['Logbook'] }).injectEndpoints({
  endpoints: (build) => ({
    workoutLogs: build.query<LogbookEntry[], number>({
      query: (routineId) => ({ url: LOGBOOK_PATHS.logbook, params: { routineId } }),
      providesTags: (_result, _error, routineId) => [{ type: 'Logbook', id: routineId }],
    }),
    saveWorkoutLog: build.mutation<LogbookEntry, LogEntryInput>({
      query: (body) => ({ url: LOGBOOK_PATHS.logbook, method: 'POST', body }),
      invalidatesTags: (_result, _error, { routineId }) => [{ type: 'Logbook', id: routineId }],
    }),
    updateWorkoutLog: build.mutation<LogbookEntry, { logId: number; input: LogEntryInput }>({
      query: ({ logId, input }) => ({ url: logEntryPath(logId), method: 'PUT', body: input }),
      invalidatesTags: (_result, _error, { input }) => [{ type: 'Logbook', id: input.routineId }],
    }),
    deleteWorkoutLog: build.mutation<null, { logId: number; routineId: number }>({
      query: ({ logId }) => ({ url: logEntryPath(logId), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { routineId }) => [{ type: 'Logbook', id: routineId }],
    }),
  }),
});

export const { useWorkoutLogsQuery, useSaveWorkoutLogMutation, useUpdateWorkoutLogMutation, useDeleteWorkoutLogMutation } = logbookApi;
