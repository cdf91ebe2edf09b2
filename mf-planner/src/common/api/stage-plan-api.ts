import { api } from '@app/shared/api';
import {
  PROGRESS_SERVICE_PATHS,
  stageChoicePath,
  stageProgramPath,
  type ProgramStanding,
  type StagePlan,
  type StagePlanChoice,
} from '@app/shared/api-contract/progress-service';
import { STAGE_PLAN_TAGS } from '@app/shared/planner/stage-plan-tags';

/**
 * Her pregnancy stage and her plan (issue 42), read by the member home and the program pages:
 * her stage plan (what her last change of stage did, how the programs she follows stand), one
 * program's standing, her choice for a program that does not suit her stage (which moves her
 * programs and her planner from today on, so those are read again) and the notice's dismissal.
 */
export const stagePlanApi = api.enhanceEndpoints({ addTagTypes: [...STAGE_PLAN_TAGS, 'PlannerWeek'] }).injectEndpoints({
  endpoints: (build) => ({
    stagePlan: build.query<StagePlan, void>({
      query: () => PROGRESS_SERVICE_PATHS.stagePlan,
      providesTags: ['StagePlan'],
    }),
    programStanding: build.query<ProgramStanding, number>({
      query: (programId) => stageProgramPath(programId),
      providesTags: ['StagePlan'],
    }),
    chooseForStage: build.mutation<StagePlan, { programId: number; choice: StagePlanChoice }>({
      query: ({ programId, choice }) => ({ url: stageChoicePath(programId, choice), method: 'PUT' }),
      invalidatesTags: (_result, error) => (error ? [] : [...STAGE_PLAN_TAGS, 'PlannerWeek']),
    }),
    dismissStageNotice: build.mutation<StagePlan, void>({
      query: () => ({ url: PROGRESS_SERVICE_PATHS.stageNotice, method: 'DELETE' }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        const reply = await queryFulfilled.catch(() => null);
        if (reply) dispatch(stagePlanApi.util.upsertQueryData('stagePlan', undefined, reply.data));
      },
    }),
  }),
});

export const { useStagePlanQuery, useProgramStandingQuery, useChooseForStageMutation, useDismissStageNoticeMutation } = stagePlanApi;
