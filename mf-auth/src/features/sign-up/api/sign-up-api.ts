import { api } from '@app/shared/api';
import {
  USER_SERVICE_PATHS,
  type CreateAccountData,
  type CreateAccountRequest,
  type ValidateEmailData,
  type ValidateEmailRequest,
} from '@app/shared/api-contract/user-service';

const signUpApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** An unverified account, and a 6-digit code emailed to it. */
    createAccount: build.mutation<CreateAccountData, CreateAccountRequest>({
      query: (body) => ({ url: USER_SERVICE_PATHS.createAccount, method: 'POST', body }),
    }),
    /** Is this email free to register? Asked when the user leaves the email field. */
    validateEmail: build.mutation<ValidateEmailData, ValidateEmailRequest>({
      query: (body) => ({ url: USER_SERVICE_PATHS.validateEmail, method: 'POST', body }),
    }),
  }),
});

export const { useCreateAccountMutation, useValidateEmailMutation } = signUpApi;
