import { api } from '@app/shared/api';
import { contentPath, type RecipeContent, type RecipeVariantQuery } from '@app/shared/api-contract/application-search';
import {
  PROGRESS_SERVICE_PATHS,
  type CompleteRequest,
  type CompletionData,
  type FavouriteRequest,
} from '@app/shared/api-contract/progress-service';

interface FavouriteArgs {
  userId: number;
  contentId: number;
}

/**
 * The recipe (GET content/{id} with the member's onboarding choices), whether she saved it, and
 * the top bar's favourite and complete calls. Saving changes her listings' Saved tab.
 */
export const recipeApi = api.enhanceEndpoints({ addTagTypes: ['Saved', 'Favourite'] }).injectEndpoints({
  endpoints: (build) => ({
    recipe: build.query<RecipeContent, { id: number; variant: RecipeVariantQuery }>({
      // No variant, no query string: a visitor's URL is the plain one the server answers in the page.
      query: ({ id, variant }) => ({ url: contentPath(id), params: Object.keys(variant).length > 0 ? variant : undefined }),
    }),
    recipeFavourite: build.query<boolean, FavouriteArgs>({
      query: ({ userId, contentId }) => ({ url: PROGRESS_SERVICE_PATHS.favourite, params: { userId, contentId, contentType: 'recipe' } }),
      providesTags: (_result, _error, { contentId }) => [{ type: 'Favourite', id: contentId }],
    }),
    setRecipeFavourite: build.mutation<boolean, Omit<FavouriteRequest, 'contentType'>>({
      query: (body) => ({ url: PROGRESS_SERVICE_PATHS.favourite, method: 'PUT', body: { ...body, contentType: 'recipe' } }),
      async onQueryStarted({ userId, contentId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(recipeApi.util.upsertQueryData('recipeFavourite', { userId, contentId }, data));
        } catch {
          // The page shows the failure; the cached state stays what the server last said.
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Saved']),
    }),
    recipeCompleted: build.query<boolean, FavouriteArgs>({
      query: ({ userId, contentId }) => ({
        url: PROGRESS_SERVICE_PATHS.markAsCompleted,
        params: { userId, contentId, contentType: 'recipe' },
      }),
    }),
    completeRecipe: build.mutation<CompletionData, Pick<CompleteRequest, 'itemId' | 'title'> & { userId: number }>({
      query: ({ userId: _userId, ...body }) => ({
        url: PROGRESS_SERVICE_PATHS.markAsCompleted,
        method: 'PUT',
        body: { ...body, contentType: 'recipe' },
      }),
      async onQueryStarted({ userId, itemId }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(recipeApi.util.upsertQueryData('recipeCompleted', { userId, contentId: itemId }, true));
        } catch {
          // The page shows the failure; complete stays available to try again.
        }
      },
    }),
  }),
});

export const {
  useRecipeQuery,
  useRecipeFavouriteQuery,
  useRecipeCompletedQuery,
  useSetRecipeFavouriteMutation,
  useCompleteRecipeMutation,
} = recipeApi;
