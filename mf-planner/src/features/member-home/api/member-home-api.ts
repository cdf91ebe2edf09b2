import { api } from '@app/shared/api';
import { courseProgressPath, PROGRESS_SERVICE_PATHS, type CourseProgress } from '@app/shared/api-contract/progress-service';
import { programPath, type ProgramDetail } from '@app/shared/api-contract/user-interaction';

/** The member home's look at her program: the one she is doing, and how far she is through it. */
export const memberHomeApi = api.enhanceEndpoints({ addTagTypes: ['MemberHomeProgram'] }).injectEndpoints({
  endpoints: (build) => ({
    memberHomeProgramIds: build.query<number[], void>({
      query: () => PROGRESS_SERVICE_PATHS.inProgressPrograms,
      providesTags: ['MemberHomeProgram'],
    }),
    memberHomeCourseProgress: build.query<CourseProgress, number>({
      query: (programId) => courseProgressPath(programId),
      providesTags: ['MemberHomeProgram'],
    }),
    memberHomeProgram: build.query<ProgramDetail, number>({
      query: (programId) => programPath(programId),
    }),
  }),
});

export const { useMemberHomeProgramIdsQuery, useMemberHomeCourseProgressQuery, useMemberHomeProgramQuery } = memberHomeApi;
