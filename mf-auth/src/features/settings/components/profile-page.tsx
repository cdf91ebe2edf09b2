import { useState } from 'react';
import { Form, Formik } from 'formik';
import { Link } from '@app/shared/router';
import { apiErrorData, apiErrorMessage } from '@app/shared/api';
import type { FieldErrors } from '@app/shared/api-contract/envelope';
import type { UserSettings } from '@app/shared/api-contract/user-service';
import { SUCCESS_MESSAGES } from '@app/shared/messages';
import { PATHS } from '@app/shared/routes';
import { updateUserInfo } from '@app/shared/session';
import { PageHeading, showToast } from '@app/shared/ui';
import { FIELD_LABELS, profileSchema, type ProfileValues } from '@app/shared/validation/forms';
import { Card } from '@app/shared/ui/card';
import './settings.css';
import { TextField } from '@app/shared/forms/form-field';
import { FocusFirstError, FormAlert, SubmitButton } from '@app/shared/forms/form-parts';
import { useUpdateSettingsMutation } from '../api/settings-api.ts';
import { SETTINGS, WEIGHT_UNIT_LABELS, regionName, weightUnitOrDefault } from '../model/setting-names.ts';
import { WithSettings } from './settings-loader.tsx';

const FORM_ID = 'profile-form';
const SCHEMA = profileSchema();

function ProfileForm({ settings }: { settings: UserSettings }) {
  const [updateSettings] = useUpdateSettingsMutation();
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(values: ProfileValues) {
    setFormError(null);
    const result = await updateSettings({ name: values.name.trim() });
    if ('error' in result && result.error) {
      const fields = apiErrorData<FieldErrors>(result.error)?.fields;
      setFormError(fields ? Object.values(fields).join(' ') : apiErrorMessage(result.error));
      return;
    }
    updateUserInfo({ name: result.data.name });
    showToast({ message: SUCCESS_MESSAGES.saved, kind: 'success' });
  }

  return (
    <Formik initialValues={{ name: settings.name }} validationSchema={SCHEMA} onSubmit={submit} enableReinitialize>
      <Form id={FORM_ID} className="auth-form" noValidate>
        <FocusFirstError formId={FORM_ID} />
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <TextField name="name" label={FIELD_LABELS.name} autoComplete="name" />
        <div className="field">
          <label htmlFor="profile-email" className="field__label">
            {FIELD_LABELS.email}
          </label>
          <input
            id="profile-email"
            className="field__input"
            type="email"
            value={settings.email}
            readOnly
            aria-describedby="profile-email-hint"
          />
          <p id="profile-email-hint" className="field__hint">
            Your email is how you log in; it cannot be changed here.
          </p>
        </div>
        <SubmitButton busyLabel="Saving…">Save</SubmitButton>
      </Form>
    </Formik>
  );
}

/** /profile: name and email, with the region and unit in use and the way to change them. */
export function ProfilePage() {
  return (
    <div className="settings-page">
      <PageHeading lead="Your name, email and region.">Profile</PageHeading>
      <WithSettings>
        {(settings) => (
          <>
            <Card aria-label="Your details">
              <ProfileForm settings={settings} />
            </Card>
            <Card aria-labelledby="profile-progress-heading">
              <h2 id="profile-progress-heading">Progress</h2>
              <p>Your personal records and a chart per exercise, from the sets you logged.</p>
              <Link className="button button--ghost" to={PATHS.progress}>
                See your progress
              </Link>
            </Card>
            <Card aria-labelledby="profile-region-heading">
              <h2 id="profile-region-heading">{SETTINGS.region.title}</h2>
              <dl className="summary-list">
                <dt>{FIELD_LABELS.region}</dt>
                <dd>{regionName(settings.regionId)}</dd>
                <dt>{FIELD_LABELS.weightUnit}</dt>
                <dd>{WEIGHT_UNIT_LABELS[weightUnitOrDefault(settings.weightUnit)]}</dd>
              </dl>
              <div className="auth-actions">
                <Link className="button button--ghost" to={SETTINGS.region.path}>
                  Change region or unit
                </Link>
                <Link className="button button--ghost" to={PATHS.logout}>
                  Log out
                </Link>
              </div>
            </Card>
          </>
        )}
      </WithSettings>
    </div>
  );
}
