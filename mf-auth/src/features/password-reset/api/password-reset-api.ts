import { api } from '@app/shared/api';
import {
  USER_SERVICE_PATHS,
  type EmptyData,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
  type ValidateResetTokenRequest,
} from '@app/shared/api-contract/user-service';

const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Emails a /passwordReset?token=... link (the reply never says whether the email exists). */
    forgotPassword: build.mutation<EmptyData, ForgotPasswordRequest>({
      query: (body) => ({ url: USER_SERVICE_PATHS.forgotPassword, method: 'POST', body }),
    }),
    /** Whether the link still works, asked on arrival; the link is not spent (400 RESET_LINK_EXPIRED when it is not). */
    validateResetToken: build.query<EmptyData, ValidateResetTokenRequest>({
      query: (body) => ({ url: USER_SERVICE_PATHS.validateResetToken, method: 'POST', body }),
    }),
    resetPassword: build.mutation<EmptyData, ResetPasswordRequest>({
      query: (body) => ({ url: USER_SERVICE_PATHS.resetPassword, method: 'POST', body }),
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation, useValidateResetTokenQuery } = passwordResetApi;
