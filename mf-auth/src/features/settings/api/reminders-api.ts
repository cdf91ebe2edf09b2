import { api } from '@app/shared/api';
import { PLANNER_PATHS, type ReminderSettings } from '@app/shared/api-contract/planner';
import type { ReminderChoice } from '@app/shared/planner/reminders';

/** Her workout reminders (issue 43): her choice (null: off), a new one, stopping them. */
const remindersApi = api.enhanceEndpoints({ addTagTypes: ['Reminders'] }).injectEndpoints({
  endpoints: (build) => ({
    reminders: build.query<ReminderSettings, void>({
      query: () => PLANNER_PATHS.reminders,
      providesTags: ['Reminders'],
    }),
    setReminders: build.mutation<ReminderSettings, ReminderChoice>({
      query: (choice) => ({ url: PLANNER_PATHS.reminders, method: 'PUT', body: choice }),
      invalidatesTags: ['Reminders'],
    }),
    stopReminders: build.mutation<ReminderSettings, void>({
      query: () => ({ url: PLANNER_PATHS.reminders, method: 'DELETE' }),
      invalidatesTags: ['Reminders'],
    }),
  }),
});

export const { useRemindersQuery, useSetRemindersMutation, useStopRemindersMutation } = remindersApi;
