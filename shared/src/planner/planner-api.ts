import { api } from '@app/shared/api';
import { PLANNER_PATHS, plannerWeekRequest, type PlannerCompleteRequest, type PlannerCompletion, type PlannerWeek, type SwapRequest } from '../api-contract/planner.ts';
import { SHOPPING_LIST_PATHS, type PlannerSwapRequest, type ShoppingListData } from '../api-contract/shopping-list.ts';
import { weekStartOf } from './calendar.ts';

/**
 * The planner's calls, used by the planner page and the member home: a week by its Monday, a swap
 * (whose reply, the whole week, replaces the cached week at once), a completion, and the word to
 * the shopping list that a listed meal was swapped (its share follows the meal now planned).
 */
export const plannerApi = api.enhanceEndpoints({ addTagTypes: ['PlannerWeek', 'ShoppingList'] }).injectEndpoints({
  endpoints: (build) => ({
    plannerWeek: build.query<PlannerWeek, string>({
      query: plannerWeekRequest,
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
    shoppingListPlannerSwap: build.mutation<ShoppingListData, PlannerSwapRequest>({
      query: (body) => ({ url: SHOPPING_LIST_PATHS.plannerSwap, method: 'POST', body }),
      invalidatesTags: ['ShoppingList'],
    }),
  }),
});

export const { usePlannerWeekQuery, useSwapPlannerItemMutation, useCompletePlannerItemMutation, useShoppingListPlannerSwapMutation } = plannerApi;
