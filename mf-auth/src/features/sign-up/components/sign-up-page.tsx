import { useCallback, useMemo, useState } from 'react';
import { Form, Formik } from 'formik';
import { Link, useNavigate, useSearchParams } from '@app/shared/router';
import { apiErrorCode, apiErrorData, apiErrorMessage, apiErrorStatus } from '@app/shared/api';
import type { FieldErrors } from '@app/shared/api-contract/envelope';
import { PATHS } from '@app/shared/routes';
import { writeSignupInfo } from '@app/shared/session';
import { showToast } from '@app/shared/ui';
import { isValidEmail } from '@app/shared/validation';
import { VALIDATION_MESSAGES } from '@app/shared/validation/messages';
import { FIELD_LABELS, FORM_MESSAGES, signUpSchema, type SignUpValues } from '@app/shared/validation/forms';
import { PasswordField, TextField } from '@app/shared/forms/form-field';
import { FocusFirstError, FormAlert, SubmitButton } from '@app/shared/forms/form-parts';
import { AuthCard } from '../../../common/components/auth-card.tsx';
import { Revalidate } from '../../../common/components/revalidate.tsx';
import { useBannedWords } from '../../../common/api/password-policy.ts';
import { withPlanId } from '../../../common/model/plan-id.ts';
import { useCreateAccountMutation, useValidateEmailMutation } from '../api/sign-up-api.ts';

const FORM_ID = 'sign-up-form';
const INITIAL: SignUpValues = { name: '', email: '', password: '', confirmPassword: '' };

/** /signUp: name, email, password twice. planId rides along to the code step and onboarding. */
export function SignUpPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const planId = searchParams.get('planId');
  const bannedWords = useBannedWords();
  const [takenEmails, setTakenEmails] = useState<string[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [createAccount] = useCreateAccountMutation();
  const [validateEmail] = useValidateEmailMutation();

  const schema = useMemo(() => signUpSchema({ bannedWords, takenEmails }), [bannedWords, takenEmails]);
  const loginHref = withPlanId(PATHS.login, planId);

  const markTaken = useCallback((email: string) => {
    const normalized = email.trim().toLowerCase();
    setTakenEmails((current) => (current.includes(normalized) ? current : [...current, normalized]));
  }, []);

  const checkEmail = useCallback(
    async (email: string) => {
      const value = email.trim();
      if (!isValidEmail(value)) return;
      const result = await validateEmail({ email: value });
      // A failed check says nothing about the email: creating the account checks again.
      if ('data' in result && result.data && !result.data.available) markTaken(value);
    },
    [validateEmail, markTaken],
  );

  async function submit(values: SignUpValues) {
    setFormError(null);
    const email = values.email.trim();
    const result = await createAccount({ name: values.name.trim(), email, password: values.password });
    if ('error' in result && result.error) {
      if (apiErrorStatus(result.error) === 409) {
        markTaken(email);
        return;
      }
      // The account exists but the code did not go out: the code step can send another.
      if (apiErrorCode(result.error) === 'EMAIL_SEND_FAILED') {
        showToast({ message: apiErrorMessage(result.error), kind: 'error' });
        writeSignupInfo({ email, ...(planId ? { planId } : {}) });
        navigate(withPlanId(PATHS.otpVerification, planId));
        return;
      }
      const fields = apiErrorData<FieldErrors>(result.error)?.fields;
      setFormError(fields ? Object.values(fields).join(' ') : apiErrorMessage(result.error));
      return;
    }
    writeSignupInfo({ email, ...(planId ? { planId } : {}) });
    navigate(withPlanId(PATHS.otpVerification, planId));
  }

  return (
    <AuthCard
      title="Create your account"
      lead="Start your 14-day free trial. Cancel anytime."
      footer={
        <p>
          Already have an account?{' '}
          <Link className="auth-link" to={loginHref}>
            Log in
          </Link>
        </p>
      }
    >
      <Formik initialValues={INITIAL} validationSchema={schema} onSubmit={submit}>
        <Form id={FORM_ID} className="auth-form" noValidate>
          <Revalidate field="email" known={takenEmails} />
          <Revalidate field="password" known={bannedWords} touch={false} />
          <FocusFirstError formId={FORM_ID} />
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <TextField name="name" label={FIELD_LABELS.name} autoComplete="name" />
          <TextField
            name="email"
            label={FIELD_LABELS.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            onBlur={(event) => void checkEmail(event.target.value)}
            renderError={(message) =>
              message === VALIDATION_MESSAGES.emailTaken ? (
                <>
                  This email is already registered. <Link to={loginHref}>Log in instead?</Link>
                </>
              ) : (
                message
              )
            }
          />
          <PasswordField name="password" label={FIELD_LABELS.password} autoComplete="new-password" hint={FORM_MESSAGES.passwordHint} />
          <PasswordField name="confirmPassword" label={FIELD_LABELS.confirmPassword} autoComplete="new-password" />
          <SubmitButton busyLabel="Creating your account…">Create account</SubmitButton>
        </Form>
      </Formik>
    </AuthCard>
  );
}
