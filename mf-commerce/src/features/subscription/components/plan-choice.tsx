import { useState, type FormEvent } from 'react';
import { useSearchParams } from '@app/shared/router';
import { apiErrorMessage } from '@app/shared/api';
import { CANCEL_ANYTIME, FREE_TRIAL_DAYS, TRIAL_REMINDER_DAYS, trialDaysText } from '@app/shared/plans/plan-display';
import { useSession } from '@app/shared/store';
import { FailureScreen, PageHeading, Spinner } from '@app/shared/ui';
import { FormAlert } from '@app/shared/forms/form-parts';
import { PlanOptions } from '@app/shared/ui/plan-options';
import { useCheckoutSessionMutation, usePlansQuery } from '../api/subscription-api.ts';
import { planPriceText, preselectedPlanId } from '../model/subscription-summary.ts';
import './subscription.css';

/** Sends the browser to the checkout (Stripe's hosted page, or the app's local one). */
function openCheckout(url: string) {
  window.location.assign(url);
}

/**
 * The plan picker of a member without an active or trial subscription: the plans on sale, the
 * trial copy of SPEC section 9, and the checkout. The plan chosen on the marketing page (planId)
 * comes selected.
 */
export function PlanChoice({ notice }: { notice?: string | null }) {
  const plans = usePlansQuery();
  const [searchParams] = useSearchParams();
  const session = useSession();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [startCheckout, checkout] = useCheckoutSessionMutation();
  const [leaving, setLeaving] = useState(false);

  if (plans.isError) return <FailureScreen source="commerce" onRetry={() => void plans.refetch()} />;
  if (!plans.data) return <Spinner label="Loading the plans" />;

  const selectedId = chosenId ?? preselectedPlanId(plans.data, searchParams.get('planId') ?? session?.planId);
  const selected = plans.data.find((plan) => plan.id === selectedId);
  const trialDays = selected?.trialDays ?? FREE_TRIAL_DAYS;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!selected) return;
    const result = await startCheckout({ planId: selected.id });
    if (result.data) {
      setLeaving(true);
      openCheckout(result.data.url);
    }
  }

  return (
    <div className="subscription-page">
      <PageHeading lead="Every plan opens all workouts, programs, meal plans, the planner and the shopping list.">
        Choose your plan
      </PageHeading>
      {notice ? <FormAlert kind="info">{notice}</FormAlert> : null}
      <form className="plan-choice" onSubmit={(event) => void submit(event)} aria-describedby="plan-choice-trial">
        <PlanOptions plans={plans.data} selectedId={selectedId} onSelect={setChosenId} name="planId" />
        <div className="plan-choice__trial" id="plan-choice-trial">
          <p className="plan-choice__trial-days">{trialDaysText(trialDays)}</p>
          <p className="plan-choice__cancel">{CANCEL_ANYTIME}</p>
        </div>
        {checkout.isError ? <FormAlert>{apiErrorMessage(checkout.error)}</FormAlert> : null}
        <button
          type="submit"
          className="button button--primary plan-choice__submit"
          disabled={!selected || checkout.isLoading || leaving}
          aria-busy={checkout.isLoading || leaving || undefined}
        >
          {checkout.isLoading || leaving ? 'Opening the checkout…' : 'START FREE TRIAL'}
        </button>
        {selected ? (
          <p className="plan-choice__terms">
            Nothing is charged today. After {trialDays} days, {planPriceText(selected)} until you cancel. We email you {TRIAL_REMINDER_DAYS}{' '}
            days before your trial ends.
          </p>
        ) : null}
      </form>
    </div>
  );
}
