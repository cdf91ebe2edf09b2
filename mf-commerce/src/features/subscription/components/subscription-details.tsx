import { useRef, useState } from 'react';
import { Link } from '@app/shared/router';
import { apiErrorMessage } from '@app/shared/api';
import type { Plan, UserSubscriptionData } from '@app/shared/api-contract/subscription-service';
import { SUBSCRIPTION_LABELS } from '@app/shared/messages';
import { browserTimeZone } from '@app/shared/dates/browser-today';
import { plannerPath } from '@app/shared/routes';
import { useSession } from '@app/shared/store';
import { PageHeading, showToast } from '@app/shared/ui';
import { Card } from '@app/shared/ui/card';
import { FormAlert } from '@app/shared/forms/form-parts';
import { useCancelSubscriptionMutation, useCardProviderQuery, useUndoCancelSubscriptionMutation } from '../api/subscription-api.ts';
import { subscriptionSummary } from '../model/subscription-summary.ts';
import './subscription.css';

/** Where the member changes her card: Stripe's customer portal, when there is a card on file. */
function ManageCardLink() {
  const provider = useCardProviderQuery();
  const url = provider.data?.manageCardUrl;
  return url ? (
    <a className="button button--ghost" href={url}>
      {SUBSCRIPTION_LABELS.updateCard}
    </a>
  ) : null;
}

/** /subscription for a member with a subscription: the plan, the trial days left, the next charge, cancel (confirmed) and undo. */
export function SubscriptionDetails({ subscription, plans }: { subscription: UserSubscriptionData; plans: readonly Plan[] }) {
  const session = useSession();
  const summary = subscriptionSummary(subscription, plans, { regionId: session?.regionId, timeZone: browserTimeZone() });
  const [confirming, setConfirming] = useState(false);
  const [cancel, cancelState] = useCancelSubscriptionMutation();
  const [undo, undoState] = useUndoCancelSubscriptionMutation();
  const cancelButton = useRef<HTMLButtonElement>(null);
  const error = cancelState.error ?? undoState.error;

  async function confirmCancel() {
    const result = await cancel();
    setConfirming(false);
    if (result.data) showToast({ message: 'Your subscription is canceled', kind: 'success' });
  }

  async function undoCancel() {
    const result = await undo();
    if (result.data) showToast({ message: 'Your subscription continues', kind: 'success' });
  }

  return (
    <div className="subscription-page">
      <PageHeading lead="Your plan, billing and renewal.">Subscription</PageHeading>
      <Card className="subscription-card" aria-labelledby="subscription-plan-title">
        <h2 id="subscription-plan-title" className="subscription-card__title">
          {summary.planName ? `${summary.planName} plan` : 'Your plan'}
          <span className={`subscription-badge subscription-card__status--${summary.statusLabel.replace(' ', '-').toLowerCase()}`}>
            {summary.statusLabel}
          </span>
        </h2>
        <dl className="subscription-facts">
          {summary.planPrice ? (
            <>
              <dt>Price</dt>
              <dd>{summary.planPrice}</dd>
            </>
          ) : null}
          {summary.trialDaysLeft ? (
            <>
              <dt>Trial</dt>
              <dd>{summary.trialDaysLeft}</dd>
            </>
          ) : null}
          {summary.nextCharge ? (
            <>
              <dt>Next charge</dt>
              <dd>{summary.nextCharge}</dd>
            </>
          ) : null}
        </dl>
        {summary.endNotice ? <p className="subscription-card__notice">{summary.endNotice}</p> : null}
        {error ? <FormAlert>{apiErrorMessage(error)}</FormAlert> : null}
        {summary.storeLink ? (
          <div className="subscription-card__store">
            <p>You subscribed in the app store. Change or cancel your subscription there.</p>
            <a className="button button--primary" href={summary.storeLink.href} target="_blank" rel="noreferrer">
              {summary.storeLink.label}
            </a>
          </div>
        ) : null}
        {confirming ? (
          <div className="subscription-confirm" role="group" aria-labelledby="cancel-confirm-title">
            <h3 id="cancel-confirm-title" tabIndex={-1} ref={(heading) => heading?.focus()}>
              Cancel your subscription?
            </h3>
            <p>
              You keep everything until the end of your {subscription.status === 'trial' ? 'free trial' : 'billing period'} and you will not
              be charged again. You can undo this until then.
            </p>
            <div className="subscription-actions">
              <button type="button" className="button button--danger" onClick={() => void confirmCancel()} disabled={cancelState.isLoading}>
                {cancelState.isLoading ? 'Canceling…' : SUBSCRIPTION_LABELS.confirmCancel}
              </button>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => {
                  setConfirming(false);
                  requestAnimationFrame(() => cancelButton.current?.focus());
                }}
              >
                {SUBSCRIPTION_LABELS.keep}
              </button>
            </div>
          </div>
        ) : (
          <div className="subscription-actions">
            {summary.canCancel ? (
              <button ref={cancelButton} type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
                {SUBSCRIPTION_LABELS.cancel}
              </button>
            ) : null}
            {summary.canUndoCancel ? (
              <button type="button" className="button button--primary" onClick={() => void undoCancel()} disabled={undoState.isLoading}>
                {undoState.isLoading ? 'Undoing…' : SUBSCRIPTION_LABELS.undoCancel}
              </button>
            ) : null}
            {subscription.paymentProvider === 'STRIPE' ? <ManageCardLink /> : null}
          </div>
        )}
      </Card>
      <p className="subscription-page__onward">
        <Link className="auth-link" to={plannerPath(0, new Date().getDay())}>
          Go to your planner
        </Link>
      </p>
    </div>
  );
}
