import { lazy, Suspense } from 'react';
import { Spinner } from '@app/shared/ui';
import { SettingsPage } from '../features/settings/components/settings-page.tsx';

// Loaded when she opens Preferences: the choices form and its calls stay out of every other settings page.
const PreferencesSettings = lazy(() =>
  import('../features/onboarding/components/preferences-settings.tsx').then((module) => ({ default: module.PreferencesSettings })),
);

/** Settings, whose Preferences page is onboarding's form: the same choices, saved the same way. */
export default function SettingsExpose() {
  return (
    <SettingsPage
      preferences={
        <Suspense fallback={<Spinner label="Loading your preferences" />}>
          <PreferencesSettings />
        </Suspense>
      }
    />
  );
}
