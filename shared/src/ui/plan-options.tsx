import './plan-options.css';

/** What a plan card shows: "Annual", "50% OFF", "$10/mo", "billed $119.99 annually". */
export interface PlanOption {
  id: number;
  name: string;
  offValue: string | null;
  primaryValue: string;
  secondaryValue: string;
}

interface PlanOptionsProps {
  plans: readonly PlanOption[];
  selectedId: number | null | undefined;
  onSelect: (planId: number) => void;
  /** The radio group's form name. */
  name?: string;
}

/** The plan cards as radio buttons: the home page's plan picker and the member's plan choice. */
export function PlanOptions({ plans, selectedId, onSelect, name = 'plan' }: PlanOptionsProps) {
  return (
    <fieldset className="plan-picker">
      <legend className="visually-hidden">Choose a plan</legend>
      {plans.map((plan) => {
        const checked = plan.id === selectedId;
        return (
          <label key={plan.id} className={checked ? 'plan-card is-selected' : 'plan-card'}>
            <input
              className="plan-card__input"
              type="radio"
              name={name}
              value={plan.id}
              checked={checked}
              onChange={() => onSelect(plan.id)}
            />
            <span className="plan-card__name">{plan.name}</span>
            {plan.offValue ? <span className="plan-card__off">{plan.offValue}</span> : null}
            <span className="plan-card__price">{plan.primaryValue}</span>
            <span className="plan-card__billed">{plan.secondaryValue}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
