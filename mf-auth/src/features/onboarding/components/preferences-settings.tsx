import type { UserInfo } from '@app/shared/api-contract/user-service';
import { SUCCESS_MESSAGES } from '@app/shared/messages';
import { updateUserInfo } from '@app/shared/session';
import { showToast } from '@app/shared/ui';
import { PreferencesForm } from './preferences-form.tsx';

/** What changing her preferences does to her plan, said before she saves. */
export const REPLAN_NOTICE =
  'Your plan follows your new preferences from today on. Days already past stay as they were. A new pregnancy stage also checks your program for it: your home page says what changed.';

/**
 * Settings, Preferences (/settings/preferences): the onboarding choices again, and how many she
 * cooks for. Saving re-plans her weeks from today on (the API does it, in one go).
 */
export function PreferencesSettings() {
  function onSaved(info: UserInfo) {
    // Other apps read her choices from the stored user info.
    updateUserInfo({
      genderId: info.genderId,
      fitnessId: info.fitnessId,
      pregnancyStage: info.pregnancyStage,
      mealId: info.mealId,
      cooksFor: info.cooksFor,
    });
    showToast({ message: SUCCESS_MESSAGES.saved, kind: 'success' });
  }

  return (
    <PreferencesForm
      formId="settings-preferences-form"
      withCooksFor
      submitLabel="Save"
      loadingLabel="Loading your preferences"
      onSaved={onSaved}
    >
      <p className="field__hint">{REPLAN_NOTICE}</p>
    </PreferencesForm>
  );
}
