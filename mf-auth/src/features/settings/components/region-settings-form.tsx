import { useState } from 'react';
import { Form, Formik } from 'formik';
import { apiErrorMessage } from '@app/shared/api';
import type { UserSettings } from '@app/shared/api-contract/user-service';
import { SUCCESS_MESSAGES } from '@app/shared/messages';
import { updateUserInfo } from '@app/shared/session';
import { showToast } from '@app/shared/ui';
import { FIELD_LABELS, regionSettingsSchema, type RegionSettingsValues } from '@app/shared/validation/forms';
import { SelectField } from '@app/shared/forms/form-field';
import { FormAlert, SubmitButton } from '@app/shared/forms/form-parts';
import { useUpdateSettingsMutation } from '../api/settings-api.ts';
import { REGION_OPTIONS, WEIGHT_UNIT_LABELS, regionIdOrDefault, weightUnitOrDefault } from '../model/setting-names.ts';

const SCHEMA = regionSettingsSchema();
const UNIT_OPTIONS = (['kg', 'lb'] as const).map((unit) => ({ value: unit, label: WEIGHT_UNIT_LABELS[unit] }));

/** Region (regional titles and unit names across the app) and the logbook's weight unit. */
export function RegionSettingsForm({ settings }: { settings: UserSettings }) {
  const [updateSettings] = useUpdateSettingsMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const initial: RegionSettingsValues = {
    regionId: regionIdOrDefault(settings.regionId),
    weightUnit: weightUnitOrDefault(settings.weightUnit),
  };

  async function submit(values: RegionSettingsValues) {
    setFormError(null);
    const result = await updateSettings({ regionId: values.regionId, weightUnit: values.weightUnit });
    if ('error' in result && result.error) {
      setFormError(apiErrorMessage(result.error));
      return;
    }
    // Other apps read the region and unit from the stored user info.
    updateUserInfo({ regionId: result.data.regionId, weightUnit: result.data.weightUnit });
    showToast({ message: SUCCESS_MESSAGES.saved, kind: 'success' });
  }

  return (
    <Formik initialValues={initial} validationSchema={SCHEMA} onSubmit={submit} enableReinitialize>
      <Form className="auth-form" noValidate>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <SelectField
          name="regionId"
          label={FIELD_LABELS.region}
          options={REGION_OPTIONS}
          hint="Sets regional titles, spelling and unit names."
        />
        <SelectField name="weightUnit" label={FIELD_LABELS.weightUnit} options={UNIT_OPTIONS} hint="Used in your workout logbook." />
        <SubmitButton busyLabel="Saving…">Save</SubmitButton>
      </Form>
    </Formik>
  );
}
