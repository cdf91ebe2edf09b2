import { useEffect, useRef, type ReactNode } from 'react';
import { useFormikContext } from 'formik';
import './forms.css';

/** A message about the whole form (the server refused it), read out when it appears. */
export function FormAlert({ kind = 'error', children }: { kind?: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`form-alert form-alert--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

export function SubmitButton({ children, busyLabel }: { children: ReactNode; busyLabel: string }) {
  const { isSubmitting } = useFormikContext();
  return (
    <button
      type="submit"
      className="button button--primary auth-form__submit"
      disabled={isSubmitting}
      aria-busy={isSubmitting || undefined}
      // Keeps the focus where it is on press: otherwise the field's blur shows its error, the
      // button moves down under the pointer and the click never lands.
      onMouseDown={(event) => event.preventDefault()}
    >
      {isSubmitting ? busyLabel : children}
    </button>
  );
}

/** After a submit that failed validation, moves focus to the first field in error. */
export function FocusFirstError({ formId }: { formId: string }) {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    // Once per submit attempt, so typing afterwards never moves the focus.
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    if (!isValid) document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formId, submitCount, isSubmitting, isValid]);
  return null;
}
