import { api } from '@app/shared/api';
import {
  USER_SERVICE_PATHS,
  type ConfirmOtpRequest,
  type CreateOtpRequest,
  type EmptyData,
  type LoginData,
} from '@app/shared/api-contract/user-service';

const otpApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Sends a new code. */
    createOtp: build.mutation<EmptyData, CreateOtpRequest>({
      query: (body) => ({ url: USER_SERVICE_PATHS.createOtp, method: 'POST', body }),
    }),
    /** A right code verifies the email and signs the member in. */
    confirmOtp: build.mutation<LoginData, ConfirmOtpRequest>({
      query: (body) => ({ url: USER_SERVICE_PATHS.confirmOtp, method: 'POST', body }),
    }),
  }),
});

export const { useCreateOtpMutation, useConfirmOtpMutation } = otpApi;
