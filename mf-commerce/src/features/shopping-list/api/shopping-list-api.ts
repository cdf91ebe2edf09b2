import { api } from '@app/shared/api';
import {
  shoppingListActivityPath,
  shoppingListAddPath,
  shoppingListRemovePath,
  shoppingListTogglePath,
  type AddIngredientRequest,
  type ShoppingListData,
  type ToggleIngredientRequest,
} from '@app/shared/api-contract/shopping-list';
import { SHOPPING_LIST_TAG } from '@app/shared/shopping-list/list-tag';
import { replacesCachedList } from '@app/shared/shopping-list/shopping-list-api';

/**
 * The list pages' own calls: a meal's share of the list (the detail page), a tick, lines removed,
 * a line added by hand. They read under the shared list's tag and write into its cache entry
 * (@app/shared/shopping-list/shopping-list-api, which the planner and the recipe page use too), so
 * a swap in the planner reads them again and each change shows on every list at once.
 */
const shoppingListPageApi = api.enhanceEndpoints({ addTagTypes: [SHOPPING_LIST_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    shoppingListMeal: build.query<ShoppingListData, { shoppingListId: number; recipeId: number; activityId: string }>({
      query: ({ shoppingListId, recipeId, activityId }) => shoppingListActivityPath(shoppingListId, recipeId, activityId),
      providesTags: [SHOPPING_LIST_TAG],
    }),
    toggleShoppingListIngredient: build.mutation<ShoppingListData, ToggleIngredientRequest & { shoppingListId: number }>({
      query: ({ shoppingListId, ...body }) => ({ url: shoppingListTogglePath(shoppingListId), method: 'PUT', body }),
      onQueryStarted: replacesCachedList,
    }),
    removeShoppingListIngredients: build.mutation<ShoppingListData, { shoppingListId: number; lineKeys: string[] }>({
      query: ({ shoppingListId, lineKeys }) => ({ url: shoppingListRemovePath(shoppingListId), method: 'POST', body: { lineKeys } }),
      onQueryStarted: replacesCachedList,
    }),
    addShoppingListIngredient: build.mutation<ShoppingListData, AddIngredientRequest & { shoppingListId: number }>({
      query: ({ shoppingListId, ...body }) => ({ url: shoppingListAddPath(shoppingListId), method: 'POST', body }),
      onQueryStarted: replacesCachedList,
    }),
  }),
});

export const {
  useShoppingListMealQuery,
  useRemoveShoppingListIngredientsMutation,
  useToggleShoppingListIngredientMutation,
  useAddShoppingListIngredientMutation,
} = shoppingListPageApi;
