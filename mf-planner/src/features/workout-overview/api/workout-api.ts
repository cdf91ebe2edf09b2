import { api } from '@app/shared/api';
import { contentPath, type WorkoutContent } from '@app/shared/api-contract/application-search';
import { PROGRESS_SERVICE_PATHS, type FavouriteRequest } from '@app/shared/api-contract/progress-service';

/** A workout's content (GET content/{id} of a routine) and whether she saved it. */
const workoutApi = api.enhanceEndpoints({ addTagTypes: ['WorkoutFavourite', 'Saved'] }).injectEndpoints({
  endpoints: (build) => ({
    workoutContent: build.query<WorkoutContent, number>({
      query: (contentId) => contentPath(contentId),
    }),
    workoutFavourite: build.query<boolean, { userId: number; contentId: number }>({
      query: ({ userId, contentId }) => ({ url: PROGRESS_SERVICE_PATHS.favourite, params: { userId, contentType: 'routine', contentId } }),
      providesTags: (_result, _error, { contentId }) => [{ type: 'WorkoutFavourite', id: contentId }],
    }),
    setWorkoutFavourite: build.mutation<boolean, FavouriteRequest>({
      query: (body) => ({ url: PROGRESS_SERVICE_PATHS.favourite, method: 'PUT', body }),
      // The saved-workouts listing (mf-content) shows the change next time it is opened.
      invalidatesTags: ['Saved'],
      // Shown at once; put back if the server refuses.
      async onQueryStarted({ userId, contentId, favourite }, { dispatch, queryFulfilled }) {
        const patch = dispatch(workoutApi.util.updateQueryData('workoutFavourite', { userId, contentId }, () => favourite));
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useWorkoutContentQuery, useWorkoutFavouriteQuery, useSetWorkoutFavouriteMutation } = workoutApi;
