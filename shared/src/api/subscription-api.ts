import { api } from '@app/shared/api';
import { SUBSCRIPTION_SERVICE_PATHS, type UserSubscriptionData } from '@app/shared/api-contract/subscription-service';

/** The member's subscription: the shell's check at app start, and the pages that say where she stands. */
export const subscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    userSubscription: build.query<UserSubscriptionData, void>({
      query: () => SUBSCRIPTION_SERVICE_PATHS.userSubscription,
    }),
  }),
});

export const { useUserSubscriptionQuery } = subscriptionApi;
