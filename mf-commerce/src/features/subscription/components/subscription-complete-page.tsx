import { useEffect } from 'react';
import { Link } from '@app/shared/router';
import { useUserSubscriptionQuery } from '@app/shared/api/subscription';
import { isSubscribedStatus } from '@app/shared/api-contract/subscription-service';
import { TRIAL_REMINDER_DAYS } from '@app/shared/plans/plan-display';
import { PATHS } from '@app/shared/routes';
import { clearReturnUrl, readReturnUrl, updateUserInfo } from '@app/shared/session';
import { afterLoginPath } from '@app/shared/sign-in/complete-sign-in';
import { useSession } from '@app/shared/store';
import { FailureScreen, PageHeading, Spinner } from '@app/shared/ui';
import { SUBSCRIPTION_COMPLETE_COPY } from '../model/subscription-complete-copy.ts';
import { formatBillingDate } from '../model/subscription-summary.ts';
import './subscription.css';

/** /subscriptionComplete, where a checkout returns: where the member's subscription stands, as GET user-subscription says, and the way on. */
export function SubscriptionCompletePage() {
  const subscription = useUserSubscriptionQuery();
  const session = useSession();
  const status = subscription.data?.status;

  useEffect(() => {
    if (status) updateUserInfo({ isSubscribed: isSubscribedStatus(status) });
  }, [status]);

  if (subscription.data) {
    const copy = SUBSCRIPTION_COMPLETE_COPY[subscription.data.status];
    const subscribed = isSubscribedStatus(subscription.data.status);
    return (
      <div className="subscription-page">
        <PageHeading lead={copy.lead}>{copy.heading}</PageHeading>
        {subscription.data.status === 'trial' && subscription.data.trialEndsAt ? (
          <p className="subscription-complete__trial">
            Your trial ends on {formatBillingDate(subscription.data.trialEndsAt, session?.regionId)}. We email you {TRIAL_REMINDER_DAYS}{' '}
            days before, so nothing is charged by surprise.
          </p>
        ) : null}
        <div className="subscription-actions">
          {subscribed ? (
            <>
              <Link className="button button--primary" to={afterLoginPath(readReturnUrl(), new Date())} onClick={() => clearReturnUrl()}>
                Start training
              </Link>
              <Link className="button button--ghost" to={PATHS.subscription}>
                See your subscription
              </Link>
            </>
          ) : (
            <Link className="button button--primary" to={PATHS.subscription}>
              Choose a plan
            </Link>
          )}
        </div>
      </div>
    );
  }
  if (subscription.isError) return <FailureScreen source="commerce" onRetry={() => void subscription.refetch()} />;
  return <Spinner label="Checking your subscription" />;
}
