import { useState } from 'react';
import { Form, Formik } from 'formik';
import { useNavigate, useSearchParams } from '@app/shared/router';
import { apiErrorMessage } from '@app/shared/api';
import { PATHS } from '@app/shared/routes';
import { clearReturnUrl, readReturnUrl, updateUserInfo } from '@app/shared/session';
import { useSession } from '@app/shared/store';
import { Spinner } from '@app/shared/ui';
import { FIELD_LABELS, preferencesSchema, type PreferencesValues } from '@app/shared/validation/forms';
import { AuthCard } from '@app/shared/ui/auth-card';
import { ChoiceField } from '@app/shared/forms/form-field';
import { FocusFirstError, FormAlert, SubmitButton } from '@app/shared/forms/form-parts';
import { afterLoginPath } from '@app/shared/sign-in/complete-sign-in';
import { withPlanId } from '@app/shared/sign-in/plan-id';
import { useOnboardingDataQuery, useSaveProfileMutation, useUserInfoQuery } from '../api/onboarding-api.ts';

const FORM_ID = 'preferences-form';
const SCHEMA = preferencesSchema();

/** Why a member is sent back here with status=fail. */
export const SUBSCRIPTION_CHECK_FAILED_NOTICE =
  'We could not confirm your subscription just now. Check your preferences and continue; we will check again.';

function storedChoice(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

/**
 * /userPreferences (onboarding): gender, fitness and meal choices. Accepts planId (kept in the
 * user info for the checkout step) and status=fail (says why the member is here). After saving,
 * a member without a subscription goes on to choose her plan (/subscription, planId kept); a
 * subscribed one goes into the app: the saved return URL, or today's planner.
 */
export function UserPreferencesPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const planId = searchParams.get('planId');
  const failed = searchParams.get('status') === 'fail';
  const { data, isLoading, isError, refetch } = useOnboardingDataQuery();
  const [saveProfile] = useSaveProfileMutation();
  const [formError, setFormError] = useState<string | null>(null);

  // Her saved choices come from the API; what this browser stored stands in when it cannot answer.
  const stored = useSession();
  const saved = useUserInfoQuery(stored?.email ?? '', { skip: !stored?.email });
  const choices = saved.data ?? stored;
  const initial: PreferencesValues = {
    genderId: storedChoice(choices?.genderId),
    fitnessId: storedChoice(choices?.fitnessId),
    mealId: storedChoice(choices?.mealId),
  };

  async function submit(values: PreferencesValues) {
    setFormError(null);
    const result = await saveProfile({ genderId: values.genderId!, fitnessId: values.fitnessId!, mealId: values.mealId! });
    if ('error' in result && result.error) {
      setFormError(apiErrorMessage(result.error));
      return;
    }
    updateUserInfo({ ...result.data, profileCompleted: true, ...(planId ? { planId } : {}) });
    // Not subscribed yet: on to the plan choice, with the plan picked on the home page; the
    // return URL waits for after the checkout.
    if (!result.data.isSubscribed) {
      navigate(withPlanId(PATHS.subscription, planId ?? stored?.planId), { replace: true });
      return;
    }
    const target = afterLoginPath(readReturnUrl(), new Date());
    clearReturnUrl();
    navigate(target, { replace: true });
  }

  return (
    <AuthCard title="Tell us about you" lead="Your preferences shape your workouts and meal plans." homeHref={PATHS.memberHome}>
      {failed ? (
        <FormAlert kind="info">
          <p>{SUBSCRIPTION_CHECK_FAILED_NOTICE}</p>
        </FormAlert>
      ) : null}
      {isLoading || saved.isLoading ? <Spinner label="Loading your choices" /> : null}
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
          <Form id={FORM_ID} className="auth-form" noValidate>
            <FocusFirstError formId={FORM_ID} />
            {formError ? <FormAlert>{formError}</FormAlert> : null}
            <ChoiceField name="genderId" legend={FIELD_LABELS.gender} options={data.gender} />
            <ChoiceField name="fitnessId" legend={FIELD_LABELS.fitness} options={data.fitnessChoices} />
            <ChoiceField name="mealId" legend={FIELD_LABELS.meal} options={data.mealChoices} />
            <SubmitButton busyLabel="Saving…">Continue</SubmitButton>
          </Form>
        </Formik>
      ) : null}
    </AuthCard>
  );
}
