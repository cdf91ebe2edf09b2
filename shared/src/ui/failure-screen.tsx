import { FAILURE_SCREEN } from '../messages/failure.ts';
import './failure-screen.css';

interface FailureScreenProps {
  /** Which part failed (a remote name), for support and tests; never shown. */
  source?: string;
  onRetry?: () => void;
}

/** SPEC "Chrome": the failure screen. TRY AGAIN reloads the page unless told otherwise. */
export function FailureScreen({ source, onRetry }: FailureScreenProps) {
  return (
    <section className="failure-screen" role="alert" data-failure-source={source}>
      <h1 className="failure-screen__title">{FAILURE_SCREEN.title}</h1>
      <p className="failure-screen__text">{FAILURE_SCREEN.text}</p>
      <button type="button" className="button button--primary" onClick={onRetry ?? (() => window.location.reload())}>
        {FAILURE_SCREEN.retry}
      </button>
    </section>
  );
}
