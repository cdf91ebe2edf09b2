import { api } from '@app/shared/api';
import {
  courseProgressPath,
  programUpdatePath,
  PROGRESS_SERVICE_PATHS,
  type CourseProgress,
  type ProgramAction,
} from '@app/shared/api-contract/progress-service';
import { programPath, USER_INTERACTION_PATHS, type ProgramDetail, type ProgramSummary } from '@app/shared/api-contract/user-interaction';

/**
 * The programs (interaction service) and the member's progress through them (progress service).
 * CourseProgress and InProgressPrograms are the tags the workout player's completion invalidates.
 * The server render's loader (src/server/server-pages.tsx) starts /programs' reads on these same endpoints.
 */
export const programsApi = api
  .enhanceEndpoints({ addTagTypes: ['CourseProgress', 'InProgressPrograms', 'StagePlan', 'MemberHomeProgram'] })
  .injectEndpoints({
    endpoints: (build) => ({
      programsAll: build.query<ProgramSummary[], void>({
        query: () => USER_INTERACTION_PATHS.programsAll,
      }),
      programDetail: build.query<ProgramDetail, number>({
        query: (id) => programPath(id),
      }),
      programsInProgress: build.query<number[], void>({
        query: () => PROGRESS_SERVICE_PATHS.inProgressPrograms,
        providesTags: ['InProgressPrograms'],
      }),
      programCourseProgress: build.query<CourseProgress, number>({
        query: (programId) => courseProgressPath(programId),
        providesTags: (_result, _error, programId) => [{ type: 'CourseProgress', id: programId }],
      }),
      programEnrolment: build.mutation<CourseProgress, { programId: number; action: ProgramAction }>({
        query: ({ programId, action }) => ({ url: programUpdatePath(programId, action), method: 'PUT' }),
        // Her stage plan and the home's look at her program follow what she is doing.
        invalidatesTags: (_result, _error, { programId }) => [
          { type: 'CourseProgress', id: programId },
          'InProgressPrograms',
          'StagePlan',
          'MemberHomeProgram',
        ],
      }),
    }),
  });

export const {
  useProgramsAllQuery,
  useProgramDetailQuery,
  useProgramsInProgressQuery,
  useProgramCourseProgressQuery,
  useProgramEnrolmentMutation,
} = programsApi;
