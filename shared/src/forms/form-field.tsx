import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useField, useFormikContext } from 'formik';
import './forms.css';

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: ReactNode;
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * Label, control, and either the error or the hint (an error replaces the hint, which often says
 * the same), tied to the control through aria-describedby.
 */
function FieldFrame({ id, label, hint: givenHint, error, children }: FieldFrameProps) {
  const hint = error ? undefined : givenHint;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children(describedBy)}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'value'>;

export interface TextFieldProps extends InputProps {
  name: string;
  label: string;
  hint?: ReactNode;
  /** Turns a message into what is shown, e.g. with a link in it. */
  renderError?: (message: string) => ReactNode;
}

/** The error of a field once the user has left it or tried to submit. */
function useVisibleError(name: string): string | undefined {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  return meta.error && (meta.touched || submitCount > 0) ? meta.error : undefined;
}

export function TextField({ name, label, hint, renderError, onBlur, onChange, className, ...input }: TextFieldProps) {
  const [field] = useField(name);
  const error = useVisibleError(name);
  const id = `field-${name}`;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error ? (renderError ? renderError(error) : error) : undefined}>
      {(describedBy) => (
        <input
          {...input}
          id={id}
          name={field.name}
          value={field.value ?? ''}
          className={className ? `field__input ${className}` : 'field__input'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            field.onChange(event);
            onChange?.(event);
          }}
          onBlur={(event) => {
            field.onBlur(event);
            onBlur?.(event);
          }}
        />
      )}
    </FieldFrame>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({
  name,
  label,
  hint,
  autoComplete = 'current-password',
  ...input
}: Omit<TextFieldProps, 'type' | 'renderError'>) {
  const [field] = useField(name);
  const error = useVisibleError(name);
  const [visible, setVisible] = useState(false);
  const id = `field-${name}`;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <div className="field__password">
          <input
            {...input}
            {...field}
            value={field.value ?? ''}
            id={id}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            className="field__input"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
          <button
            type="button"
            className="field__toggle"
            aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            aria-pressed={visible}
            aria-controls={id}
            onClick={() => setVisible((value) => !value)}
          >
            {visible ? 'Hide' : 'Show'}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}

export interface ChoiceOption {
  id: number;
  name: string;
}

/** One choice of a list, as radio buttons in a fieldset (onboarding). Values are numbers. */
export function ChoiceField({ name, legend, options }: { name: string; legend: string; options: readonly ChoiceOption[] }) {
  const [field, , helpers] = useField<number | null>(name);
  const error = useVisibleError(name);
  const errorId = `choice-${name}-error`;
  return (
    <fieldset className={error ? 'choice-group field--invalid' : 'choice-group'} aria-describedby={error ? errorId : undefined}>
      <legend className="choice-group__legend">{legend}</legend>
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={option.id} className="choice">
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={field.value === option.id}
              onChange={() => void helpers.setValue(option.id)}
              onBlur={() => void helpers.setTouched(true, false)}
              aria-invalid={error ? true : undefined}
              className="choice__input"
            />
            <span className="choice__label">{option.name}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A select whose values are numbers or strings, with label and error like the other fields. */
export function SelectField<T extends string | number>({
  name,
  label,
  options,
  hint,
}: {
  name: string;
  label: string;
  options: readonly { value: T; label: string }[];
  hint?: ReactNode;
}) {
  const [field, , helpers] = useField<T>(name);
  const error = useVisibleError(name);
  const id = `field-${name}`;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <select
          id={id}
          name={name}
          className="field__input field__select"
          value={String(field.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onBlur={field.onBlur}
          onChange={(event) => {
            const picked = options.find((option) => String(option.value) === event.target.value);
            if (picked) void helpers.setValue(picked.value);
          }}
        >
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
