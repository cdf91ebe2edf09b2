import { api } from '@app/shared/api';
import {
  SHOPPING_LIST_PATHS,
  shoppingListMealPath,
  type SaveShoppingListRequest,
  type ShoppingListData,
} from '../api-contract/shopping-list.ts';
import { SHOPPING_LIST_TAG } from './list-tag.ts';

/**
 * The shopping list's endpoints that more than one remote calls, in @app/shared so the list page
 * (mf-commerce), the recipe page (mf-content) and the planner (mf-planner) share one cache: the
 * list, saving meals to it and removing a meal. Every change replies with the whole list, which
 * replaces the cached one (`replacesCachedList`), so the button and the page never disagree. The
 * list page's own changes (ticks, lines added or removed by hand) live in mf-commerce.
 */
export const shoppingListApi = api.enhanceEndpoints({ addTagTypes: [SHOPPING_LIST_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    shoppingList: build.query<ShoppingListData, void>({
      query: () => SHOPPING_LIST_PATHS.list,
      providesTags: [SHOPPING_LIST_TAG],
    }),
    saveShoppingList: build.mutation<ShoppingListData, SaveShoppingListRequest>({
      query: (body) => ({ url: SHOPPING_LIST_PATHS.save, method: 'POST', body }),
      onQueryStarted: replacesCachedList,
    }),
    removeShoppingListMeal: build.mutation<ShoppingListData, { shoppingListId: number; activityId: string }>({
      query: ({ shoppingListId, activityId }) => ({ url: shoppingListMealPath(shoppingListId, activityId), method: 'DELETE' }),
      onQueryStarted: replacesCachedList,
    }),
  }),
});

/** A change's onQueryStarted: its reply, the whole list, replaces the cached list. */
export async function replacesCachedList(
  _arg: unknown,
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: ShoppingListData }> },
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(shoppingListApi.util.upsertQueryData('shoppingList', undefined, data));
  } catch {
    // The caller shows the failure (or keeps the change queued while offline).
  }
}

export const { useShoppingListQuery, useSaveShoppingListMutation, useRemoveShoppingListMealMutation } = shoppingListApi;
