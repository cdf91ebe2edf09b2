import { api } from '@app/shared/api';
import {
  USER_SERVICE_PATHS,
  userInfoPath,
  type OnboardingData,
  type SaveProfileRequest,
  type UserInfo,
} from '@app/shared/api-contract/user-service';
import { STAGE_PLAN_TAGS } from '@app/shared/planner/stage-plan-tags';

const onboardingApi = api.enhanceEndpoints({ addTagTypes: ['Settings', 'Profile', 'PlannerWeek', ...STAGE_PLAN_TAGS] }).injectEndpoints({
  endpoints: (build) => ({
    onboardingData: build.query<OnboardingData, void>({
      query: () => USER_SERVICE_PATHS.onboardingData,
    }),
    /** The member's user info, with the choices she saved (genderId, fitnessId, mealId). */
    userInfo: build.query<UserInfo, string>({
      query: (email) => userInfoPath(email),
      providesTags: ['Profile'],
    }),
    /**
     * Saves the choices; the reply is the member's user info with profileCompleted set. A change
     * re-plans her weeks from today on, so every planner week read so far is read again; a change of
     * pregnancy stage may pause or resume her program, so her programs and stage plan are too.
     */
    saveProfile: build.mutation<UserInfo, SaveProfileRequest>({
      query: (body) => ({ url: USER_SERVICE_PATHS.saveProfile, method: 'POST', body }),
      invalidatesTags: ['Settings', 'Profile', 'PlannerWeek', ...STAGE_PLAN_TAGS],
    }),
  }),
});

export const { useOnboardingDataQuery, useUserInfoQuery, useSaveProfileMutation } = onboardingApi;
