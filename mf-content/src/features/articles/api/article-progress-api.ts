import { api } from '@app/shared/api';
import {
  PROGRESS_SERVICE_PATHS,
  type CompleteRequest,
  type CompletionData,
  type FavouriteQuery,
  type FavouriteRequest,
} from '@app/shared/api-contract/progress-service';

/** A member's favourite and completion of an article (SPEC sections 3 and 7, progress service). */
const articleProgressApi = api.enhanceEndpoints({ addTagTypes: ['ArticleFavourite'] }).injectEndpoints({
  endpoints: (build) => ({
    articleFavourite: build.query<boolean, FavouriteQuery>({
      query: (params) => ({ url: PROGRESS_SERVICE_PATHS.favourite, params }),
      providesTags: (_result, _error, { contentId }) => [{ type: 'ArticleFavourite', id: contentId }],
    }),
    setArticleFavourite: build.mutation<boolean, FavouriteRequest>({
      query: (body) => ({ url: PROGRESS_SERVICE_PATHS.favourite, method: 'PUT', body }),
      // The icon follows the tap at once and goes back if the server refuses.
      async onQueryStarted(request, { dispatch, queryFulfilled }) {
        const key: FavouriteQuery = { userId: request.userId, contentType: request.contentType, contentId: request.contentId };
        const patch = dispatch(articleProgressApi.util.updateQueryData('articleFavourite', key, () => request.favourite));
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    articleCompleted: build.query<boolean, FavouriteQuery>({
      query: (params) => ({ url: PROGRESS_SERVICE_PATHS.markAsCompleted, params }),
    }),
    completeArticle: build.mutation<CompletionData, CompleteRequest & { key: FavouriteQuery }>({
      query: ({ key: _key, ...body }) => ({ url: PROGRESS_SERVICE_PATHS.markAsCompleted, method: 'PUT', body }),
      async onQueryStarted({ key }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(articleProgressApi.util.upsertQueryData('articleCompleted', key, true));
        } catch {
          // The page shows the failure; complete stays available to try again.
        }
      },
    }),
  }),
});

export const { useArticleFavouriteQuery, useArticleCompletedQuery, useSetArticleFavouriteMutation, useCompleteArticleMutation } =
  articleProgressApi;
