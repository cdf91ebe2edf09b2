import { api } from '@app/shared/api';
import {
  PLANNER_PATHS,
  plannerWeekRequest,
  type PlannerCompleteRequest,
  type PlannerCompletion,
  type PlannerWeek,
  type SwapRequest,
} from '@app/shared/api-contract/planner';
import { weekStartOf } from '@app/shared/planner/calendar';
import { SHOPPING_LIST_TAG } from '@app/shared/shopping-list/list-tag';
import { TRAINING_TAG } from './training-api.ts';

/**
 * The planner's calls, used by the planner page and the member home: a week by its Monday, a swap
 * (whose reply, the whole week, replaces the cached week at once; a meal's swap also moves its
 * share of the shopping list, on the server in the same transaction, so the list is read again:
 * its tag is the shopping list's, from @app/shared, which mf-commerce's list pages read under)
 * and a completion.
 */
export const plannerApi = api.enhanceEndpoints({ addTagTypes: ['PlannerWeek', SHOPPING_LIST_TAG, TRAINING_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    plannerWeek: build.query<PlannerWeek, string>({
      query: plannerWeekRequest,
      providesTags: (_result, _error, startDate) => [{ type: 'PlannerWeek', id: startDate }],
    }),
    swapPlannerItem: build.mutation<PlannerWeek, SwapRequest>({
      query: (body) => ({ url: PLANNER_PATHS.swap, method: 'PUT', body }),
      invalidatesTags: (_result, error, request) => (!error && request.sectionType === 'RECIPE' ? [SHOPPING_LIST_TAG] : []),
      async onQueryStarted(request, { dispatch, queryFulfilled }) {
        // A refused swap changes no cached week; the caller shows its error (RTK Query: catch it here).
        const reply = await queryFulfilled.catch(() => null);
        if (reply) dispatch(plannerApi.util.upsertQueryData('plannerWeek', weekStartOf(request.date), reply.data));
      },
    }),
    completePlannerItem: build.mutation<PlannerCompletion, PlannerCompleteRequest>({
      query: (body) => ({ url: PLANNER_PATHS.completion, method: 'PUT', body }),
      invalidatesTags: (_result, _error, request) => [
        { type: 'PlannerWeek', id: weekStartOf(request.selectedDate) },
        ...(request.contentType === 'routine' ? [TRAINING_TAG] : []),
      ],
    }),
  }),
});

export const { usePlannerWeekQuery, useSwapPlannerItemMutation, useCompletePlannerItemMutation } = plannerApi;
