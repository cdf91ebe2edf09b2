import { useUserSubscriptionQuery } from '@app/shared/api/subscription';
import { FailureScreen, PageHeading, Spinner } from '@app/shared/ui';
import { SUBSCRIPTION_COMPLETE_COPY } from '../model/subscription-complete-copy.ts';

/** /subscriptionComplete: where the member's subscription stands, as GET user-subscription says. */
export function SubscriptionCompletePage() {
  const subscription = useUserSubscriptionQuery();
  if (subscription.data) {
    const copy = SUBSCRIPTION_COMPLETE_COPY[subscription.data.status];
    return <PageHeading lead={copy.lead}>{copy.heading}</PageHeading>;
  }
  if (subscription.isError) return <FailureScreen source="commerce" onRetry={() => void subscription.refetch()} />;
  return <Spinner label="Checking your subscription" />;
}
