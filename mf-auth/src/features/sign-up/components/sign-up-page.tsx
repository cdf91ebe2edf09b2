import { useCallback, useEffect, useMemo, useState } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { apiErrorData, apiErrorMessage, apiErrorStatus } from '@app/shared/api';
import type { FieldErrors } from '@app/shared/api-contract/envelope';
import { PATHS } from '@app/shared/routes';
import { writeSignupInfo } from '@app/shared/session';
import { isValidEmail } from '@app/shared/validation';
import { VALIDATION_MESSAGES } from '@app/shared/validation/messages';
import { FIELD_LABELS, FORM_MESSAGES, signUpSchema, type SignUpValues } from '@app/shared/validation/forms';
import { AuthCard } from '../../../components/auth-card.tsx';
import { PasswordField, TextField } from '../../../components/form-field.tsx';
import { FocusFirstError, FormAlert, SubmitButton } from '../../../components/form-parts.tsx';
import { useBannedWords } from '../../../lib/platform-config-api.ts';
import { withPlanId } from '../../../lib/plan-id.ts';
import { useCreateAccountMutation, useValidateEmailMutation } from '../api/sign-up-api.ts';

const FORM_ID = 'sign-up-form';
const INITIAL: SignUpValues = { name: '', email: '', password: '', confirmPassword: '' };

/** Re-checks the email when the list of registered emails grows (the schema changed under Formik). */
function RevalidateEmail({ takenEmails }: { takenEmails: readonly string[] }) {
  const { validateField, setFieldTouched } = useFormikContext<SignUpValues>();
  useEffect(() => {
    if (takenEmails.length === 0) return;
    void setFieldTouched('email', true, false);
    void validateField('email');
  }, [takenEmails, validateField, setFieldTouched]);
  return null;
}

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
      const status = apiErrorStatus(result.error);
      if (status === 409) {
        markTaken(email);
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
          <RevalidateEmail takenEmails={takenEmails} />
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
