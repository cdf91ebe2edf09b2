import { useState, type ClipboardEvent } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import { Link, useSearchParams } from '@app/shared/router';
import { apiErrorMessage } from '@app/shared/api';
import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@app/shared/messages';
import { PATHS } from '@app/shared/routes';
import { readSignupInfo } from '@app/shared/session';
import { currentDevice } from '@app/shared/session/device';
import { showToast } from '@app/shared/ui';
import { OTP_LENGTH } from '@app/shared/validation';
import { FIELD_LABELS, otpSchema, type OtpValues } from '@app/shared/validation/forms';
import { TextField } from '@app/shared/forms/form-field';
import { FocusFirstError, FormAlert, SubmitButton } from '@app/shared/forms/form-parts';
import { completeSignIn } from '@app/shared/sign-in/complete-sign-in';
import { AuthCard } from '../../../common/components/auth-card.tsx';
import { withPlanId } from '../../../common/model/plan-id.ts';
import { useConfirmOtpMutation, useCreateOtpMutation } from '../api/otp-api.ts';
import { otpDigits } from '../model/otp-input.ts';

const FORM_ID = 'otp-form';
const INITIAL: OtpValues = { otp: '' };
const SCHEMA = otpSchema();

/** The code input: digits only, pasted text or an SMS/email autofill reduced to its first six digits. */
function OtpField() {
  const { setFieldValue } = useFormikContext<OtpValues>();
  return (
    <TextField
      name="otp"
      label={FIELD_LABELS.otp}
      hint={`The ${OTP_LENGTH}-digit code from the email`}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      className="field__otp"
      onChange={(event) => void setFieldValue('otp', otpDigits(event.target.value))}
      onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
        event.preventDefault();
        void setFieldValue('otp', otpDigits(event.clipboardData.getData('text')));
      }}
    />
  );
}

/** /otpVerification: the 6-digit code sent to the email given at sign-up (or at a login before verifying). */
export function OtpVerificationPage() {
  const [searchParams] = useSearchParams();
  const signup = readSignupInfo();
  const planId = searchParams.get('planId') ?? signup?.planId ?? null;
  const [confirmOtp] = useConfirmOtpMutation();
  const [createOtp, { isLoading: resending }] = useCreateOtpMutation();
  const [formError, setFormError] = useState<string | null>(null);

  if (!signup) {
    return (
      <AuthCard title="Verify your email" lead="Enter the 6-digit code we sent to your email.">
        <FormAlert kind="info">
          <p>We don’t know which email to verify. Create an account, or log in to get a new code.</p>
        </FormAlert>
        <div className="auth-actions">
          <Link className="button button--primary" to={withPlanId(PATHS.signUp, planId)}>
            Create an account
          </Link>
          <Link className="button button--ghost" to={withPlanId(PATHS.login, planId)}>
            Log in
          </Link>
        </div>
      </AuthCard>
    );
  }
  const { email } = signup;

  async function submit(values: OtpValues) {
    setFormError(null);
    const result = await confirmOtp({ email, otp: values.otp.trim(), device: currentDevice() });
    if ('error' in result && result.error) {
      setFormError(apiErrorMessage(result.error));
      return;
    }
    completeSignIn(result.data, { planId, newMember: true });
  }

  async function resend() {
    const result = await createOtp({ email });
    if ('error' in result && result.error) {
      showToast({ message: ERROR_MESSAGES.otpSendFailed, kind: 'error', onRetry: () => void resend() });
      return;
    }
    showToast({ message: SUCCESS_MESSAGES.otpSent, kind: 'success' });
  }

  return (
    <AuthCard
      title="Verify your email"
      lead={
        <>
          Enter the 6-digit code we sent to <strong>{email}</strong>.
        </>
      }
      footer={
        <p>
          Wrong email?{' '}
          <Link className="auth-link" to={withPlanId(PATHS.signUp, planId)}>
            Sign up again
          </Link>
        </p>
      }
    >
      <Formik initialValues={INITIAL} validationSchema={SCHEMA} onSubmit={submit}>
        <Form id={FORM_ID} className="auth-form" noValidate>
          <FocusFirstError formId={FORM_ID} />
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <OtpField />
          <SubmitButton busyLabel="Verifying…">Verify</SubmitButton>
        </Form>
      </Formik>
      <div className="auth-actions">
        <button type="button" className="button button--ghost" onClick={() => void resend()} disabled={resending}>
          {resending ? 'Sending…' : 'Resend code'}
        </button>
      </div>
    </AuthCard>
  );
}
