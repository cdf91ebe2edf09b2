import { PreferencesSettings } from '../features/onboarding/components/preferences-settings.tsx';
import { SettingsPage } from '../features/settings/components/settings-page.tsx';

/** Settings, whose Preferences page is onboarding's form: the same choices, saved the same way. */
export default function SettingsExpose() {
  return <SettingsPage preferences={<PreferencesSettings />} />;
}
