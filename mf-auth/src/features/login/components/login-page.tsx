import { useEffect, useState } from 'react';
import { Form, Formik } from 'formik';
import { Link, useNavigate, useSearchParams } from '@app/shared/router';
import { apiErrorData, apiErrorMessage, apiErrorStatus } from '@app/shared/api';
import type { EmailNotVerifiedData } from '@app/shared/api-contract/user-service';
import { PATHS } from '@app/shared/routes';
import { writeSignupInfo } from '@app/shared/session';
import { currentDevice } from '@app/shared/session/device';
import { FIELD_LABELS, loginSchema, type LoginValues } from '@app/shared/validation/forms';
import { PasswordField, TextField } from '@app/shared/forms/form-field';
import { FocusFirstError, FormAlert, SubmitButton } from '@app/shared/forms/form-parts';
import { completeSignIn } from '@app/shared/sign-in/complete-sign-in';
import { AuthCard } from '../../../common/components/auth-card.tsx';
import { accountWasDeleted, forgetAccountDeleted } from '../../../common/model/account-deleted.ts';
import { withPlanId } from '../../../common/model/plan-id.ts';
import { useLoginMutation } from '../api/login-api.ts';
import { ACCOUNT_DATA_MESSAGES } from '@app/shared/api-contract/account-data';

const FORM_ID = 'login-form';
const INITIAL: LoginValues = { email: '', password: '' };
const SCHEMA = loginSchema();

/**
 * /login. A signed-in member is taken on by the shell's session routing: to the saved return
 * URL or today's planner. An unverified account goes to the code step (a new code was sent).
 */
export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const planId = searchParams.get('planId');
  const [login] = useLoginMutation();
  const [formError, setFormError] = useState<string | null>(null);
  // Her account was deleted in this tab: say so once, here where she lands signed out.
  const [accountDeleted] = useState(() => accountWasDeleted());
  useEffect(() => forgetAccountDeleted(), []);

  async function submit(values: LoginValues) {
    setFormError(null);
    const email = values.email.trim();
    const result = await login({ email, password: values.password, device: currentDevice() });
    if ('error' in result && result.error) {
      const unverified = apiErrorData<EmailNotVerifiedData>(result.error);
      if (apiErrorStatus(result.error) === 403 && unverified?.otpRequired) {
        writeSignupInfo({ email: unverified.email || email, ...(planId ? { planId } : {}) });
        navigate(withPlanId(PATHS.otpVerification, planId));
        return;
      }
      setFormError(apiErrorMessage(result.error));
      return;
    }
    completeSignIn(result.data, { planId });
  }

  return (
    <AuthCard
      title="Log in"
      lead="Welcome back. Log in to open your planner."
      footer={
        <p>
          New here?{' '}
          <Link className="auth-link" to={withPlanId(PATHS.signUp, planId)}>
            Create an account
          </Link>
        </p>
      }
    >
      <Formik initialValues={INITIAL} validationSchema={SCHEMA} onSubmit={submit}>
        <Form id={FORM_ID} className="auth-form" noValidate>
          <FocusFirstError formId={FORM_ID} />
          {accountDeleted && !formError ? (
            <FormAlert kind="info">{ACCOUNT_DATA_MESSAGES.accountDeleted} We have emailed you to confirm.</FormAlert>
          ) : null}
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <TextField name="email" label={FIELD_LABELS.email} type="email" autoComplete="username" inputMode="email" />
          <PasswordField name="password" label={FIELD_LABELS.password} autoComplete="current-password" />
          <div className="auth-form__row">
            <Link className="auth-link" to={PATHS.forgotPassword}>
              Forgot password?
            </Link>
          </div>
          <SubmitButton busyLabel="Logging in…">Log in</SubmitButton>
        </Form>
      </Formik>
    </AuthCard>
  );
}
