import { api } from '@app/shared/api';
import type { ApiEnvelope } from '@app/shared/api-contract/envelope';
import { SUBSCRIPTION_SERVICE_PATHS, type UserSubscriptionData } from '@app/shared/api-contract/subscription-service';

/** The shell's one call of the subscription service: the check at app start. */
export const subscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    userSubscription: build.query<UserSubscriptionData, void>({
      query: () => SUBSCRIPTION_SERVICE_PATHS.userSubscription,
      transformResponse: (reply: ApiEnvelope<UserSubscriptionData>) => reply.data,
    }),
  }),
});
