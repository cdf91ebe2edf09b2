import { api } from '@app/shared/api';
import { USER_SERVICE_PATHS, type UpdateSettingsRequest, type UserSettings } from '@app/shared/api-contract/user-service';

const settingsApi = api.enhanceEndpoints({ addTagTypes: ['Settings'] }).injectEndpoints({
  endpoints: (build) => ({
    userSettings: build.query<UserSettings, void>({
      query: () => USER_SERVICE_PATHS.settings,
      providesTags: ['Settings'],
    }),
    /** Send only what changes; a password change sends currentPassword and newPassword. */
    updateSettings: build.mutation<UserSettings, UpdateSettingsRequest>({
      query: (body) => ({ url: USER_SERVICE_PATHS.settings, method: 'PUT', body }),
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const { useUserSettingsQuery, useUpdateSettingsMutation } = settingsApi;
