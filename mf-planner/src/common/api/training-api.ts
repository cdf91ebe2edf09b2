import { api } from '@app/shared/api';
import { PLANNER_PATHS, type TrainingSummary } from '@app/shared/api-contract/planner';

/** TRAINING_TAG: every completion of a workout (the player's, the planner's) reads her training again. */
export const TRAINING_TAG = 'TrainingSummary' as const;

/** Her training (issue 42): week so far, streak, today's latest and next session, as the API counts them. */
export const trainingApi = api.enhanceEndpoints({ addTagTypes: [TRAINING_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    trainingSummary: build.query<TrainingSummary, void>({
      query: () => PLANNER_PATHS.training,
      providesTags: [TRAINING_TAG],
    }),
  }),
});

export const { useTrainingSummaryQuery } = trainingApi;
