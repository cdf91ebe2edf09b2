import { useMemo, useState } from 'react';
import { Form, Formik } from 'formik';
import { Link, useSearchParams } from '@app/shared/router';
import { apiErrorCode, apiErrorData, apiErrorMessage } from '@app/shared/api';
import type { FieldErrors } from '@app/shared/api-contract/envelope';
import { ACCOUNT_MESSAGES } from '@app/shared/messages';
import { PATHS } from '@app/shared/routes';
import { VALIDATION_MESSAGES } from '@app/shared/validation/messages';
import { FIELD_LABELS, FORM_MESSAGES, passwordResetSchema, type PasswordResetValues } from '@app/shared/validation/forms';
import { Spinner } from '@app/shared/ui';
import { PasswordField } from '@app/shared/forms/form-field';
import { FocusFirstError, FormAlert, SubmitButton } from '@app/shared/forms/form-parts';
import { AuthCard } from '../../../common/components/auth-card.tsx';
import { Revalidate } from '../../../common/components/revalidate.tsx';
import { useBannedWords } from '../../../common/api/password-policy.ts';
import { useResetPasswordMutation, useValidateResetTokenQuery } from '../api/password-reset-api.ts';

const FORM_ID = 'password-reset-form';
const INITIAL: PasswordResetValues = { newPassword: '', confirmPassword: '' };

function ExpiredLink() {
  return (
    <>
      <FormAlert>
        <p>{VALIDATION_MESSAGES.resetLinkExpired}</p>
      </FormAlert>
      <div className="auth-actions">
        <Link className="button button--primary" to={PATHS.forgotPassword}>
          Send me a new link
        </Link>
      </div>
    </>
  );
}

/**
 * /passwordReset?token=...: the link from the email; the new password twice. The link is checked
 * on arrival, so a used, expired or altered one says so before she types anything.
 */
export function PasswordResetPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const bannedWords = useBannedWords();
  const schema = useMemo(() => passwordResetSchema({ bannedWords }), [bannedWords]);
  const [resetPassword] = useResetPasswordMutation();
  // Asked again on every arrival: a cached "works" from an earlier visit says nothing now.
  const check = useValidateResetTokenQuery({ token: token ?? '' }, { skip: !token, refetchOnMountOrArgChange: true });
  const [outcome, setOutcome] = useState<'expired' | 'done' | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // Another failure of the check (offline, too many tries) leaves the form: the reset checks again.
  const checkRefused = check.isError && apiErrorCode(check.error) === 'RESET_LINK_EXPIRED';
  const state =
    outcome === 'done' ? 'done' : !token || outcome === 'expired' || checkRefused ? 'expired' : check.isFetching ? 'checking' : 'form';

  async function submit(values: PasswordResetValues) {
    setFormError(null);
    const result = await resetPassword({ token: token ?? '', password: values.newPassword });
    if ('error' in result && result.error) {
      if (apiErrorCode(result.error) === 'RESET_LINK_EXPIRED') {
        setOutcome('expired');
        return;
      }
      const fields = apiErrorData<FieldErrors>(result.error)?.fields;
      setFormError(fields ? Object.values(fields).join(' ') : apiErrorMessage(result.error));
      return;
    }
    setOutcome('done');
  }

  return (
    <AuthCard
      title={state === 'expired' ? 'This link no longer works' : 'Set a new password'}
      lead={state === 'expired' ? 'A reset link works once, and for a limited time.' : 'Choose a new password for your account.'}
    >
      {state === 'checking' ? <Spinner label="Checking your link" /> : null}
      {state === 'expired' ? <ExpiredLink /> : null}
      {state === 'done' ? (
        <>
          <FormAlert kind="success">
            <p>{ACCOUNT_MESSAGES.passwordResetDone}</p>
          </FormAlert>
          <div className="auth-actions">
            <Link className="button button--primary" to={PATHS.login}>
              Log in
            </Link>
          </div>
        </>
      ) : null}
      {state === 'form' ? (
        <Formik initialValues={INITIAL} validationSchema={schema} onSubmit={submit}>
          <Form id={FORM_ID} className="auth-form" noValidate>
            <Revalidate field="password" known={bannedWords} touch={false} />
            <FocusFirstError formId={FORM_ID} />
            {formError ? <FormAlert>{formError}</FormAlert> : null}
            <PasswordField
              name="newPassword"
              label={FIELD_LABELS.newPassword}
              autoComplete="new-password"
              hint={FORM_MESSAGES.passwordHint}
            />
            <PasswordField name="confirmPassword" label={FIELD_LABELS.confirmNewPassword} autoComplete="new-password" />
            <SubmitButton busyLabel="Saving…">Save new password</SubmitButton>
          </Form>
        </Formik>
      ) : null}
    </AuthCard>
  );
}
