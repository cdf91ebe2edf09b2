import { api } from '@app/shared/api';
import { PLANNER_PATHS, type PlannerCompleteRequest, type PlannerCompletion, type PlannerWeek, type SwapRequest } from '../api-contract/planner.ts';
import { weekStartOf } from './calendar.ts';

/**
 * The planner's calls, used by the planner page and the member home: a week by its Monday, a swap
 * (whose reply, the whole week, replaces the cached week at once) and a completion.
 */
export const plannerApi = api.enhanceEndpoints({ addTagTypes: ['PlannerWeek'] }).injectEndpoints({
  endpoints: (build) => ({
    plannerWeek: build.query<PlannerWeek, string>({
      query: (startDate) => ({ url: PLANNER_PATHS.planner, params: { startDate } }),
      providesTags: (_result, _error, startDate) => [{ type: 'PlannerWeek', id: startDate }],
    }),
    swapPlannerItem: build.mutation<PlannerWeek, SwapRequest>({
      query: (body) => ({ url: PLANNER_PATHS.swap, method: 'PUT', body }),
      async onQueryStarted(request, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(plannerApi.util.upsertQueryData('plannerWeek', weekStartOf(request.date), data));
      },
    }),
    completePlannerItem: build.mutation<PlannerCompletion, PlannerCompleteRequest>({
      query: (body) => ({ url: PLANNER_PATHS.completion, method: 'PUT', body }),
      invalidatesTags: (_result, _error, request) => [{ type: 'PlannerWeek', id: weekStartOf(request.selectedDate) }],
    }),
  }),
});

export const { usePlannerWeekQuery, useSwapPlannerItemMutation, useCompletePlannerItemMutation } = plannerApi;
