import { useState } from 'react';
import { Form, Formik, useField, useFormikContext, type FormikHelpers } from 'formik';
import { api, apiErrorCode, apiErrorMessage } from '@app/shared/api';
import { PATHS } from '@app/shared/routes';
import { SESSION_CHANGED_EVENT, STORAGE_KEYS } from '@app/shared/session';
import { sessionExitMarked, useAppDispatch } from '@app/shared/store';
import { YOUR_PASSWORD_LABEL, deleteAccountSchema, type DeleteAccountValues } from '@app/shared/validation/account-data-forms';
import { PasswordField } from '@app/shared/forms/form-field';
import { FocusFirstError, FormAlert, SubmitButton } from '@app/shared/forms/form-parts';
import { markAccountDeleted } from '../../../common/model/account-deleted.ts';
import { useDeleteAccountMutation } from '../api/account-data-api.ts';
import { ACCOUNT_DATA_MESSAGES } from '@app/shared/api-contract/account-data';

const FORM_ID = 'delete-account-form';

type Values = DeleteAccountValues;
const SCHEMA = deleteAccountSchema();

function ConfirmBox() {
  const [field, meta] = useField({ name: 'confirm', type: 'checkbox' });
  const { submitCount } = useFormikContext();
  const error = meta.error && (meta.touched || submitCount > 0) ? meta.error : undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="delete-account__confirm">
        <input
          {...field}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'field-confirm-error' : undefined}
        />{' '}
        I understand my account and all my data will be deleted
      </label>
      {error ? (
        <p id="field-confirm-error" className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * What logging out clears, her device id kept. Not clearSessionStorage: the session helpers are
 * copied into every page of this remote, and that one would make each of them larger.
 */
function signOut() {
  for (const key of [STORAGE_KEYS.userInfo, STORAGE_KEYS.returnUrl, STORAGE_KEYS.signupInfo]) localStorage.removeItem(key);
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}

/**
 * Her password again and her explicit yes. Once deleted she is signed out here at once (the server
 * ended every session) and lands on the login page, which says her account is deleted.
 */
export function DeleteAccountForm({ email }: { email: string }) {
  const dispatch = useAppDispatch();
  const [deleteAccount] = useDeleteAccountMutation();
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setFormError(null);
    const result = await deleteAccount({ password: values.deletePassword, confirm: true });
    if (result.error) {
      if (apiErrorCode(result.error) === 'PASSWORD_WRONG') helpers.setFieldError('deletePassword', ACCOUNT_DATA_MESSAGES.passwordWrong);
      else setFormError(apiErrorMessage(result.error));
      return;
    }
    markAccountDeleted();
    dispatch(sessionExitMarked(PATHS.login));
    dispatch(api.util.resetApiState());
    signOut();
  }

  return (
    <Formik<Values> initialValues={{ deletePassword: '', confirm: false }} validationSchema={SCHEMA} onSubmit={submit}>
      <Form id={FORM_ID} className="auth-form" noValidate aria-label="Delete your account">
        <FocusFirstError formId={FORM_ID} />
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField name="deletePassword" label={YOUR_PASSWORD_LABEL} autoComplete="current-password" />
        <ConfirmBox />
        <SubmitButton busyLabel="Deleting…">Delete my account</SubmitButton>
      </Form>
    </Formik>
  );
}
