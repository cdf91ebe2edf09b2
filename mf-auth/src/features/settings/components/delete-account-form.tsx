import { useState } from 'react';
import { Field, Form, Formik, useField, useFormikContext, type FormikHelpers } from 'formik';
import { api, apiErrorCode, apiErrorMessage } from '@app/shared/api';
import { PATHS } from '@app/shared/routes';
import { clearSessionStorage } from '@app/shared/session';
import { sessionExitMarked, useAppDispatch } from '@app/shared/store';
import { PasswordField } from '@app/shared/forms/form-field';
import { FocusFirstError, FormAlert, SubmitButton } from '@app/shared/forms/form-parts';
import { markAccountDeleted } from '../../../common/model/account-deleted.ts';
import { useDeleteAccountMutation } from '../api/account-data-api.ts';
import { CONFIRM_REQUIRED, PASSWORD_LABEL, passwordErrors } from './your-data-texts.ts';
import { ACCOUNT_DATA_MESSAGES } from '@app/shared/api-contract/account-data';

const FORM_ID = 'delete-account-form';

interface Values {
  deletePassword: string;
  confirm: boolean;
}

function validate(values: Values) {
  return { ...passwordErrors('deletePassword', values.deletePassword), ...(values.confirm ? {} : { confirm: CONFIRM_REQUIRED }) };
}

function ConfirmBox() {
  const [, meta] = useField('confirm');
  const { submitCount } = useFormikContext();
  const error = meta.error && (meta.touched || submitCount > 0) ? meta.error : undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="delete-account__confirm">
        <Field
          type="checkbox"
          name="confirm"
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
    clearSessionStorage();
  }

  return (
    <Formik<Values> initialValues={{ deletePassword: '', confirm: false }} validate={validate} onSubmit={submit}>
      <Form id={FORM_ID} className="auth-form" noValidate aria-label="Delete your account">
        <FocusFirstError formId={FORM_ID} />
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField name="deletePassword" label={PASSWORD_LABEL} autoComplete="current-password" />
        <ConfirmBox />
        <SubmitButton busyLabel="Deleting…">Delete my account</SubmitButton>
      </Form>
    </Formik>
  );
}
