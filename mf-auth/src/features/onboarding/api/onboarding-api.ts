import { api } from '@app/shared/api';
import { USER_SERVICE_PATHS, type OnboardingData, type SaveProfileRequest, type UserInfo } from '@app/shared/api-contract/user-service';

export const onboardingApi = api.enhanceEndpoints({ addTagTypes: ['Settings'] }).injectEndpoints({
  endpoints: (build) => ({
    onboardingData: build.query<OnboardingData, void>({
      query: () => USER_SERVICE_PATHS.onboardingData,
    }),
    /** Saves the choices; the reply is the member's user info with profileCompleted set. */
    saveProfile: build.mutation<UserInfo, SaveProfileRequest>({
      query: (body) => ({ url: USER_SERVICE_PATHS.saveProfile, method: 'POST', body }),
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const { useOnboardingDataQuery, useSaveProfileMutation } = onboardingApi;
