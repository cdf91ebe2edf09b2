import { forwardRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PlanSection } from '@app/shared/api-contract/home-screen';
import { CANCEL_ANYTIME, FREE_TRIAL_DAYS, trialDaysText } from '@app/shared/plans/plan-display';
import { regionalText } from '@app/shared/region/regional-text';
import { SectionHeading } from '@app/shared/ui/section-heading';
import { FALLBACK_PLAN_SECTION, planSignUpLink, selectedPlan } from '../model/selected-plan.ts';
import './plans.css';

export const PLANS_SECTION_ID = 'plans';

interface PlanPickerProps {
  section: PlanSection | undefined;
  regionId: number;
}

export const PlanPicker = forwardRef<HTMLElement, PlanPickerProps>(function PlanPicker({ section = FALLBACK_PLAN_SECTION, regionId }, ref) {
  const [chosenId, setChosenId] = useState<number | null>(null);
  const plans = section.baseMethod;
  const selected = selectedPlan(plans, chosenId);

  return (
    <section ref={ref} id={PLANS_SECTION_ID} className="home-section home-section--tinted plans" aria-labelledby="plans-title">
      <div className="home-section__inner plans__inner">
        <SectionHeading id="plans-title" title={regionalText(section, 'title', regionId)} description={regionalText(section, 'description', regionId)} />
        <fieldset className="plan-picker">
          <legend className="visually-hidden">Choose a plan</legend>
          {plans.map((plan) => {
            const checked = plan.subscriptionPlan === selected?.subscriptionPlan;
            return (
              <label key={plan.subscriptionPlan} className={checked ? 'plan-card is-selected' : 'plan-card'}>
                <input
                  className="plan-card__input"
                  type="radio"
                  name="plan"
                  value={plan.subscriptionPlan}
                  checked={checked}
                  onChange={() => setChosenId(plan.subscriptionPlan)}
                />
                <span className="plan-card__name">{plan.name}</span>
                {plan.offValue ? <span className="badge plan-card__off">{plan.offValue}</span> : null}
                <span className="plan-card__price">{plan.primaryValue}</span>
                <span className="plan-card__billed">{plan.secondaryValue}</span>
              </label>
            );
          })}
        </fieldset>
        <div className="plans__trial">
          <p className="plans__trial-days">{trialDaysText(selected?.trialDays ?? FREE_TRIAL_DAYS)}</p>
          <p className="plans__cancel">{CANCEL_ANYTIME}</p>
        </div>
        {selected ? (
          <Link className="button button--primary plans__cta" to={planSignUpLink(selected)}>
            START FREE TRIAL<span className="visually-hidden"> with the {selected.name} plan</span>
          </Link>
        ) : null}
        <p className="plans__below">{section.belowDescription}</p>
      </div>
    </section>
  );
});
