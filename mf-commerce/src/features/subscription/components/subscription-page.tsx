import { useEffect } from 'react';
import { useUserSubscriptionQuery } from '@app/shared/api/subscription';
import { isSubscribedStatus, type UserSubscriptionData } from '@app/shared/api-contract/subscription-service';
import { updateUserInfo } from '@app/shared/session';
import { useSession } from '@app/shared/store';
import { FailureScreen, Spinner } from '@app/shared/ui';
import { usePlansQuery } from '../api/subscription-api.ts';
import { formatBillingDate } from '../model/subscription-summary.ts';
import { PlanChoice } from './plan-choice.tsx';
import { SubscriptionDetails } from './subscription-details.tsx';

/** What a member whose subscription ended is told above the plans. */
function endedNotice(subscription: UserSubscriptionData, regionId: number | undefined): string | null {
  if (subscription.status === 'canceled') {
    const end = subscription.currentPeriodEnd ?? subscription.canceledAt;
    return end
      ? `Your subscription ended on ${formatBillingDate(end, regionId)}. Choose a plan to start again.`
      : 'Your subscription has ended. Choose a plan to start again.';
  }
  if (subscription.status === 'inactive' && subscription.planId !== null)
    return 'Your last payment did not go through, so your subscription has ended. Choose a plan to start again.';
  return null;
}

/**
 * /subscription (and /account): the member's subscription, or the plan picker when she has no
 * active or trial subscription. The shell shows this page in place of the paid pages too.
 */
export function SubscriptionPage() {
  const subscription = useUserSubscriptionQuery();
  const plans = usePlansQuery();
  const session = useSession();
  const status = subscription.data?.status;

  // The stored flag follows what the API says, so the shell's gating does too.
  useEffect(() => {
    if (!status || !session) return;
    const subscribed = isSubscribedStatus(status);
    if (session.isSubscribed !== subscribed) updateUserInfo({ isSubscribed: subscribed });
  }, [status, session]);

  if (subscription.isError) return <FailureScreen source="commerce" onRetry={() => void subscription.refetch()} />;
  if (!subscription.data) return <Spinner label="Checking your subscription" />;
  if (!isSubscribedStatus(subscription.data.status)) return <PlanChoice notice={endedNotice(subscription.data, session?.regionId)} />;
  if (plans.isError) return <FailureScreen source="commerce" onRetry={() => void plans.refetch()} />;
  if (!plans.data) return <Spinner label="Checking your subscription" />;
  return <SubscriptionDetails subscription={subscription.data} plans={plans.data} />;
}
