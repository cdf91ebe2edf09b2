import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { apiErrorCode, apiErrorMessage } from '@app/shared/api';
import { YOUR_PASSWORD_LABEL, exportDataSchema, type ExportDataValues } from '@app/shared/validation/account-data-forms';
import { PasswordField } from '@app/shared/forms/form-field';
import { FocusFirstError, FormAlert, SubmitButton } from '@app/shared/forms/form-parts';
import { useExportAccountDataMutation, useExportLogbookMutation } from '../api/account-data-api.ts';
import { saveFile } from './save-file.ts';
import { ACCOUNT_DATA_MESSAGES } from '@app/shared/api-contract/account-data';

const FORM_ID = 'export-data-form';

type Values = ExportDataValues;
const SCHEMA = exportDataSchema();

/** Her password again, then two downloads: everything as JSON, and her logbook as CSV; then `onDone`. */
export function ExportDataForm({ email, onDone }: { email: string; onDone: () => void }) {
  const [exportData] = useExportAccountDataMutation();
  const [exportLogbook] = useExportLogbookMutation();
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setFormError(null);
    const body = { password: values.exportPassword };
    const data = await exportData(body);
    if (data.error) {
      if (apiErrorCode(data.error) === 'PASSWORD_WRONG') helpers.setFieldError('exportPassword', ACCOUNT_DATA_MESSAGES.passwordWrong);
      else setFormError(apiErrorMessage(data.error));
      return;
    }
    const logbook = await exportLogbook(body);
    if (logbook.error) {
      setFormError(apiErrorMessage(logbook.error));
      return;
    }
    const day = data.data.exportedAt.slice(0, 10);
    saveFile(`kindred-data-${day}.json`, 'application/json', JSON.stringify(data.data, null, 2));
    saveFile(`kindred-logbook-${day}.csv`, 'text/csv', logbook.data);
    onDone();
  }

  return (
    <Formik<Values> initialValues={{ exportPassword: '' }} validationSchema={SCHEMA} onSubmit={submit}>
      <Form id={FORM_ID} className="auth-form" noValidate aria-label="Download your data">
        <FocusFirstError formId={FORM_ID} />
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField name="exportPassword" label={YOUR_PASSWORD_LABEL} autoComplete="current-password" />
        <SubmitButton busyLabel="Preparing…">Download</SubmitButton>
      </Form>
    </Formik>
  );
}
