import { api } from '@app/shared/api';
import {
  USER_SERVICE_PATHS,
  type EmptyData,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
} from '@app/shared/api-contract/user-service';

const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Emails a /passwordReset?token=... link (the reply never says whether the email exists). */
    forgotPassword: build.mutation<EmptyData, ForgotPasswordRequest>({
      query: (body) => ({ url: USER_SERVICE_PATHS.forgotPassword, method: 'POST', body }),
    }),
    resetPassword: build.mutation<EmptyData, ResetPasswordRequest>({
      query: (body) => ({ url: USER_SERVICE_PATHS.resetPassword, method: 'POST', body }),
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation } = passwordResetApi;
