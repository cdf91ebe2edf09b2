import { api } from '@app/shared/api';
import {
  SHOPPING_LIST_PATHS,
  shoppingListActivityPath,
  shoppingListAddPath,
  shoppingListMealPath,
  shoppingListRemovePath,
  shoppingListTogglePath,
  type AddIngredientRequest,
  type SaveShoppingListRequest,
  type ShoppingListData,
  type ToggleIngredientRequest,
} from '../api-contract/shopping-list.ts';

const TAG = 'ShoppingList';

/**
 * The shopping list's endpoints, in @app/shared so the list page (mf-commerce), the recipe page
 * (mf-content) and the planner (mf-planner) share one cache: every change replies with the whole
 * list, which replaces the cached one, so the button and the page never disagree.
 */
export const shoppingListApi = api.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => {
    const replacesList = async (_arg: unknown, { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: ShoppingListData }> }) => {
      try {
        const { data } = await queryFulfilled;
        dispatch(shoppingListApi.util.upsertQueryData('shoppingList', undefined, data));
      } catch {
        // The caller shows the failure (or keeps the change queued while offline).
      }
    };
    return {
      shoppingList: build.query<ShoppingListData, void>({
        query: () => SHOPPING_LIST_PATHS.list,
        providesTags: [TAG],
      }),
      shoppingListMeal: build.query<ShoppingListData, { shoppingListId: number; recipeId: number; activityId: string }>({
        query: ({ shoppingListId, recipeId, activityId }) => shoppingListActivityPath(shoppingListId, recipeId, activityId),
        providesTags: [TAG],
      }),
      saveShoppingList: build.mutation<ShoppingListData, SaveShoppingListRequest>({
        query: (body) => ({ url: SHOPPING_LIST_PATHS.save, method: 'POST', body }),
        onQueryStarted: replacesList,
      }),
      removeShoppingListMeal: build.mutation<ShoppingListData, { shoppingListId: number; activityId: string }>({
        query: ({ shoppingListId, activityId }) => ({ url: shoppingListMealPath(shoppingListId, activityId), method: 'DELETE' }),
        onQueryStarted: replacesList,
      }),
      toggleShoppingListIngredient: build.mutation<ShoppingListData, ToggleIngredientRequest & { shoppingListId: number }>({
        query: ({ shoppingListId, ...body }) => ({ url: shoppingListTogglePath(shoppingListId), method: 'PUT', body }),
        onQueryStarted: replacesList,
      }),
      removeShoppingListIngredients: build.mutation<ShoppingListData, { shoppingListId: number; lineKeys: string[] }>({
        query: ({ shoppingListId, lineKeys }) => ({ url: shoppingListRemovePath(shoppingListId), method: 'POST', body: { lineKeys } }),
        onQueryStarted: replacesList,
      }),
      addShoppingListIngredient: build.mutation<ShoppingListData, AddIngredientRequest & { shoppingListId: number }>({
        query: ({ shoppingListId, ...body }) => ({ url: shoppingListAddPath(shoppingListId), method: 'POST', body }),
        onQueryStarted: replacesList,
      }),
    };
  },
});

export const {
  useShoppingListQuery,
  useShoppingListMealQuery,
  useSaveShoppingListMutation,
  useRemoveShoppingListMealMutation,
  useRemoveShoppingListIngredientsMutation,
  useToggleShoppingListIngredientMutation,
  useAddShoppingListIngredientMutation,
} = shoppingListApi;
