import { useState, type ReactNode } from 'react';
import { Form, Formik } from 'formik';
import { apiErrorMessage } from '@app/shared/api';
import type { UserInfo } from '@app/shared/api-contract/user-service';
import { useSession } from '@app/shared/store';
import { Spinner } from '@app/shared/ui';
import { FIELD_LABELS, preferencesSchema, type PreferencesValues } from '@app/shared/validation/forms';
import { ChoiceField, SelectField } from '@app/shared/forms/form-field';
import { FocusFirstError, FormAlert, SubmitButton } from '@app/shared/forms/form-parts';
import { useOnboardingDataQuery, useSaveProfileMutation, useUserInfoQuery } from '../api/onboarding-api.ts';
import {
  COOKS_FOR_OPTIONS,
  cooksForChoice,
  cooksForOfChoice,
  savedChoice,
  WEEKLY_GOAL_OPTIONS,
  weeklyGoalChoice,
} from '../model/preferences.ts';

const SCHEMA = preferencesSchema();

interface PreferencesFormProps {
  /** The form's id (its first invalid field takes the focus). */
  formId: string;
  /** Settings asks how many she cooks for and her weekly goal too; onboarding does not. */
  withCooksFor: boolean;
  submitLabel: string;
  /** Shown while the choices load. */
  loadingLabel: string;
  /** What happens once the API saved them: her user info as it now stands. */
  onSaved: (info: UserInfo) => void;
  /** Above the fields (a notice). */
  children?: ReactNode;
}

/**
 * Her preferences, as onboarding and Settings ask for them: gender, fitness goal and meal choice
 * from the onboarding data, and in Settings how many she cooks for. Her saved choices come from
 * the API; what this browser stored stands in when it cannot answer.
 */
export function PreferencesForm({ formId, withCooksFor, submitLabel, loadingLabel, onSaved, children }: PreferencesFormProps) {
  const { data, isLoading, isError, refetch } = useOnboardingDataQuery();
  const [saveProfile] = useSaveProfileMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const stored = useSession();
  const saved = useUserInfoQuery(stored?.email ?? '', { skip: !stored?.email });
  const choices = saved.data ?? stored;
  const initial: PreferencesValues = {
    genderId: savedChoice(choices?.genderId),
    fitnessId: savedChoice(choices?.fitnessId),
    mealId: savedChoice(choices?.mealId),
    ...(withCooksFor ? { cooksFor: cooksForChoice(choices?.cooksFor), weeklyGoal: weeklyGoalChoice(choices?.weeklyGoal) } : {}),
  };

  async function submit(values: PreferencesValues) {
    setFormError(null);
    const result = await saveProfile({
      genderId: values.genderId!,
      fitnessId: values.fitnessId!,
      mealId: values.mealId!,
      ...(values.cooksFor === undefined ? {} : { cooksFor: cooksForOfChoice(values.cooksFor) }),
      ...(values.weeklyGoal === undefined ? {} : { weeklyGoal: values.weeklyGoal }),
    });
    if ('error' in result && result.error) {
      setFormError(apiErrorMessage(result.error));
      return;
    }
    onSaved(result.data);
  }

  return (
    <>
      {children}
      {isLoading || saved.isLoading ? <Spinner label={loadingLabel} /> : null}
      {isError ? (
        <>
          <FormAlert>
            <p>We could not load the choices.</p>
          </FormAlert>
          <div className="auth-actions">
            <button type="button" className="button button--primary" onClick={() => void refetch()}>
              TRY AGAIN
            </button>
          </div>
        </>
      ) : null}
      {data && !saved.isLoading ? (
        <Formik initialValues={initial} validationSchema={SCHEMA} onSubmit={submit}>
          <Form id={formId} className="auth-form" noValidate>
            <FocusFirstError formId={formId} />
            {formError ? <FormAlert>{formError}</FormAlert> : null}
            <ChoiceField name="genderId" legend={FIELD_LABELS.gender} options={data.gender} />
            <ChoiceField name="fitnessId" legend={FIELD_LABELS.fitness} options={data.fitnessChoices} />
            <ChoiceField name="mealId" legend={FIELD_LABELS.meal} options={data.mealChoices} />
            {withCooksFor ? (
              <SelectField
                name="cooksFor"
                label={FIELD_LABELS.cooksFor}
                options={COOKS_FOR_OPTIONS}
                hint="Your planned meals and shopping list are made for this many."
              />
            ) : null}
            {withCooksFor ? (
              <SelectField
                name="weeklyGoal"
                label={FIELD_LABELS.weeklyGoal}
                options={WEEKLY_GOAL_OPTIONS}
                hint="Your streak counts the weeks in a row you reach it."
              />
            ) : null}
            <SubmitButton busyLabel="Saving…">{submitLabel}</SubmitButton>
          </Form>
        </Formik>
      ) : null}
    </>
  );
}
