import { ERROR_MESSAGES, FAILURE_SCREEN } from '@app/shared/messages';
import './loading-row.css';

interface LoadingRowProps {
  /** "Loading programs" */
  label: string;
  /** Sizes of the placeholder cards, as class names; the row keeps the height the cards will have. */
  cards: readonly string[];
}

/** SPEC section 4: a loading indicator until the data arrives, in the space the content will take. */
export function LoadingRow({ label, cards }: LoadingRowProps) {
  return (
    <div className="loading-row" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <div className="loading-row__track" aria-hidden="true">
        {cards.map((card, index) => (
          <span key={index} className={`loading-row__card ${card}`} />
        ))}
      </div>
    </div>
  );
}

/** SPEC section 8: home data failure. The section says so and offers to fetch again. */
export function SectionError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="section-error" role="alert">
      <p>{ERROR_MESSAGES.generic}</p>
      <button type="button" className="button button--ghost button--small" onClick={onRetry}>
        {FAILURE_SCREEN.retry}
      </button>
    </div>
  );
}
