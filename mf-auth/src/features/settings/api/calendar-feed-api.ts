import { api } from '@app/shared/api';
import { PLANNER_PATHS, type CalendarFeedLink, type CalendarFeedStatus } from '@app/shared/api-contract/planner';

/** Her calendar link (issue 43): its state, a new one (its address answered once), revoking it. */
const calendarFeedApi = api.enhanceEndpoints({ addTagTypes: ['CalendarFeed'] }).injectEndpoints({
  endpoints: (build) => ({
    calendarFeed: build.query<CalendarFeedStatus, void>({
      query: () => PLANNER_PATHS.calendarFeed,
      providesTags: ['CalendarFeed'],
    }),
    createCalendarFeed: build.mutation<CalendarFeedLink, void>({
      query: () => ({ url: PLANNER_PATHS.calendarFeed, method: 'POST' }),
      invalidatesTags: ['CalendarFeed'],
    }),
    revokeCalendarFeed: build.mutation<CalendarFeedStatus, void>({
      query: () => ({ url: PLANNER_PATHS.calendarFeed, method: 'DELETE' }),
      invalidatesTags: ['CalendarFeed'],
    }),
  }),
});

export const { useCalendarFeedQuery, useCreateCalendarFeedMutation, useRevokeCalendarFeedMutation } = calendarFeedApi;
