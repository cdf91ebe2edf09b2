import { useNavigate, useSearchParams } from '@app/shared/router';
import type { UserInfo } from '@app/shared/api-contract/user-service';
import { PATHS } from '@app/shared/routes';
import { clearReturnUrl, readReturnUrl, updateUserInfo } from '@app/shared/session';
import { useSession } from '@app/shared/store';
import { FormAlert } from '@app/shared/forms/form-parts';
import { afterLoginPath } from '@app/shared/sign-in/complete-sign-in';
import { AuthCard } from '../../../common/components/auth-card.tsx';
import { withPlanId } from '../../../common/model/plan-id.ts';
import { PreferencesForm } from './preferences-form.tsx';

/** Why a member is sent back here with status=fail. */
const SUBSCRIPTION_CHECK_FAILED_NOTICE =
  'We could not confirm your subscription just now. Check your preferences and continue; we will check again.';

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
  const stored = useSession();

  function onSaved(info: UserInfo) {
    updateUserInfo({ ...info, profileCompleted: true, ...(planId ? { planId } : {}) });
    // Not subscribed yet: on to the plan choice, with the plan picked on the home page; the
    // return URL waits for after the checkout.
    if (!info.isSubscribed) {
      navigate(withPlanId(PATHS.subscription, planId ?? stored?.planId), { replace: true });
      return;
    }
    const target = afterLoginPath(readReturnUrl(), new Date());
    clearReturnUrl();
    navigate(target, { replace: true });
  }

  return (
    <AuthCard title="Tell us about you" lead="Your preferences shape your workouts and meal plans." homeHref={PATHS.memberHome}>
      <PreferencesForm
        formId="preferences-form"
        withCooksFor={false}
        submitLabel="Continue"
        loadingLabel="Loading your choices"
        onSaved={onSaved}
      >
        {failed ? (
          <FormAlert kind="info">
            <p>{SUBSCRIPTION_CHECK_FAILED_NOTICE}</p>
          </FormAlert>
        ) : null}
      </PreferencesForm>
    </AuthCard>
  );
}
