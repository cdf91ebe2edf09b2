import { useMemo, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { apiErrorCode, apiErrorData, apiErrorMessage } from '@app/shared/api';
import type { FieldErrors } from '@app/shared/api-contract/envelope';
import type { UserSettings } from '@app/shared/api-contract/user-service';
import { SUCCESS_MESSAGES } from '@app/shared/messages';
import { showToast } from '@app/shared/ui';
import { FIELD_LABELS, FORM_MESSAGES, changePasswordSchema, type ChangePasswordValues } from '@app/shared/validation/forms';
import { PasswordField } from '@app/shared/forms/form-field';
import { FocusFirstError, FormAlert, SubmitButton } from '@app/shared/forms/form-parts';
import { Revalidate } from '../../../common/components/revalidate.tsx';
import { useBannedWords } from '../../../common/api/password-policy.ts';
import { useUpdateSettingsMutation } from '../api/settings-api.ts';

const FORM_ID = 'change-password-form';
const INITIAL: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm({ settings }: { settings: UserSettings }) {
  const bannedWords = useBannedWords();
  const [rejected, setRejected] = useState<string[]>([]);
  const schema = useMemo(
    () => changePasswordSchema({ bannedWords, email: settings.email, name: settings.name, rejectedCurrentPasswords: rejected }),
    [bannedWords, settings.email, settings.name, rejected],
  );
  const [updateSettings] = useUpdateSettingsMutation();
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(values: ChangePasswordValues, helpers: FormikHelpers<ChangePasswordValues>) {
    setFormError(null);
    const result = await updateSettings({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    if ('error' in result && result.error) {
      if (apiErrorCode(result.error) === 'CURRENT_PASSWORD_WRONG') {
        setRejected((current) => [...current, values.currentPassword]);
        return;
      }
      const fields = apiErrorData<FieldErrors>(result.error)?.fields;
      setFormError(fields ? Object.values(fields).join(' ') : apiErrorMessage(result.error));
      return;
    }
    helpers.resetForm();
    showToast({ message: SUCCESS_MESSAGES.saved, kind: 'success' });
  }

  return (
    <Formik initialValues={INITIAL} validationSchema={schema} onSubmit={submit}>
      <Form id={FORM_ID} className="auth-form" noValidate>
        <FocusFirstError formId={FORM_ID} />
        <Revalidate field="currentPassword" known={rejected} />
        <Revalidate field="password" known={bannedWords} touch={false} />
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        {/* Lets password managers tie the new password to this account. */}
        <input type="email" name="username" autoComplete="username" value={settings.email} readOnly hidden />
        <PasswordField name="currentPassword" label={FIELD_LABELS.currentPassword} autoComplete="current-password" />
        <PasswordField name="newPassword" label={FIELD_LABELS.newPassword} autoComplete="new-password" hint={FORM_MESSAGES.passwordHint} />
        <PasswordField name="confirmPassword" label={FIELD_LABELS.confirmNewPassword} autoComplete="new-password" />
        <SubmitButton busyLabel="Saving…">Change password</SubmitButton>
      </Form>
    </Formik>
  );
}
