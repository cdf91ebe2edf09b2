import { forwardRef, useState } from 'react';
import { Link } from '@app/shared/router';
import type { PlanSection } from '@app/shared/api-contract/home-screen';
import { CANCEL_ANYTIME, FREE_TRIAL_DAYS, trialDaysText } from '@app/shared/plans/plan-display';
import { regionalText } from '@app/shared/region/regional-text';
import { PlanOptions } from '@app/shared/ui/plan-options';
import { SectionHeading } from '../../../common/components/section-heading.tsx';
import { FALLBACK_PLAN_SECTION, planSignUpLink, selectedPlan } from '../model/selected-plan.ts';
import './plans.css';

const PLANS_SECTION_ID = 'plans';

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
        <SectionHeading
          id="plans-title"
          title={regionalText(section, 'title', regionId)}
          description={regionalText(section, 'description', regionId)}
        />
        <PlanOptions
          plans={plans.map((plan) => ({ ...plan, id: plan.subscriptionPlan }))}
          selectedId={selected?.subscriptionPlan}
          onSelect={setChosenId}
        />
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
