import {
  SUBSCRIPTION_SERVICE_PATHS,
  type CardProviderData,
  type CheckoutSessionData,
  type CheckoutSessionRequest,
  type Plan,
  type UserSubscriptionData,
} from '@app/shared/api-contract/subscription-service';
import { subscriptionApi } from '@app/shared/api/subscription';

/** The plans, checkout, cancel and undo, and where the card is managed: the subscription page's calls (SPEC section 7). */
const subscriptionManagementApi = subscriptionApi.injectEndpoints({
  endpoints: (build) => ({
    plans: build.query<Plan[], void>({
      query: () => ({ url: SUBSCRIPTION_SERVICE_PATHS.plans, params: { paymentProvider: 'STRIPE' } }),
    }),
    cardProvider: build.query<CardProviderData, void>({
      query: () => ({ url: SUBSCRIPTION_SERVICE_PATHS.cardProviderInitialize, method: 'POST' }),
    }),
    checkoutSession: build.mutation<CheckoutSessionData, CheckoutSessionRequest>({
      query: (body) => ({ url: SUBSCRIPTION_SERVICE_PATHS.cardProviderCheckoutSession, method: 'POST', body }),
    }),
    cancelSubscription: build.mutation<UserSubscriptionData, void>({
      query: () => ({ url: SUBSCRIPTION_SERVICE_PATHS.cancel, method: 'POST' }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => replaceSubscription(dispatch, queryFulfilled),
    }),
    undoCancelSubscription: build.mutation<UserSubscriptionData, void>({
      query: () => ({ url: SUBSCRIPTION_SERVICE_PATHS.cancelActivation, method: 'POST' }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => replaceSubscription(dispatch, queryFulfilled),
    }),
  }),
});

/** The reply of cancel and undo is the member's subscription as it now stands: it replaces the cached one. */
async function replaceSubscription(
  dispatch: (action: ReturnType<typeof subscriptionApi.util.upsertQueryData>) => unknown,
  queryFulfilled: Promise<{ data: UserSubscriptionData }>,
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(subscriptionApi.util.upsertQueryData('userSubscription', undefined, data));
  } catch {
    // The page shows the mutation's own error.
  }
}

export const {
  usePlansQuery,
  useCardProviderQuery,
  useCheckoutSessionMutation,
  useCancelSubscriptionMutation,
  useUndoCancelSubscriptionMutation,
} = subscriptionManagementApi;
