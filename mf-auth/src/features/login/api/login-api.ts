import { api } from '@app/shared/api';
import { USER_SERVICE_PATHS, type LoginData, type LoginRequest } from '@app/shared/api-contract/user-service';

const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in member; an unverified account gets 403 with `{ email, otpRequired }` and a fresh code. */
    login: build.mutation<LoginData, LoginRequest>({
      query: (body) => ({ url: USER_SERVICE_PATHS.login, method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation } = loginApi;
