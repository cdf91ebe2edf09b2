import { useState } from 'react';
import { Form, Formik } from 'formik';
import { Link } from '@app/shared/router';
import { apiErrorMessage } from '@app/shared/api';
import { ACCOUNT_MESSAGES } from '@app/shared/messages';
import { PATHS } from '@app/shared/routes';
import { FIELD_LABELS, forgotPasswordSchema, type ForgotPasswordValues } from '@app/shared/validation/forms';
import { TextField } from '@app/shared/forms/form-field';
import { FocusFirstError, FormAlert, SubmitButton } from '@app/shared/forms/form-parts';
import { AuthCard } from '../../../common/components/auth-card.tsx';
import { useForgotPasswordMutation } from '../api/password-reset-api.ts';

const FORM_ID = 'forgot-password-form';
const INITIAL: ForgotPasswordValues = { email: '' };
const SCHEMA = forgotPasswordSchema();

/** /forgotPassword: asks for a reset link. The answer never says whether the email has an account. */
export function ForgotPasswordPage() {
  const [forgotPassword] = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(values: ForgotPasswordValues) {
    setFormError(null);
    const email = values.email.trim();
    const result = await forgotPassword({ email });
    if ('error' in result && result.error) {
      setFormError(apiErrorMessage(result.error));
      return;
    }
    setSentTo(email);
  }

  return (
    <AuthCard
      title="Forgot your password?"
      lead="Enter your email and we will send you a link to reset it."
      footer={
        <p>
          Remembered it?{' '}
          <Link className="auth-link" to={PATHS.login}>
            Log in
          </Link>
        </p>
      }
    >
      {sentTo ? (
        <>
          <FormAlert kind="success">
            <p>{ACCOUNT_MESSAGES.forgotPasswordSent}</p>
          </FormAlert>
          <div className="auth-actions">
            <button type="button" className="button button--ghost" onClick={() => setSentTo(null)}>
              Send another link
            </button>
          </div>
        </>
      ) : (
        <Formik initialValues={INITIAL} validationSchema={SCHEMA} onSubmit={submit}>
          <Form id={FORM_ID} className="auth-form" noValidate>
            <FocusFirstError formId={FORM_ID} />
            {formError ? <FormAlert>{formError}</FormAlert> : null}
            <TextField name="email" label={FIELD_LABELS.email} type="email" autoComplete="email" inputMode="email" />
            <SubmitButton busyLabel="Sending…">Send reset link</SubmitButton>
          </Form>
        </Formik>
      )}
    </AuthCard>
  );
}
