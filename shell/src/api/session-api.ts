import { api } from '@app/shared/api';
import { USER_SERVICE_PATHS, type EmptyData } from '@app/shared/api-contract/user-service';

/** The shell's call of the user service: logging out (POST with the bearer token, no body). */
const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<EmptyData, void>({
      query: () => ({ url: USER_SERVICE_PATHS.logout, method: 'POST' }),
    }),
  }),
});

export const { useLogoutMutation } = sessionApi;
