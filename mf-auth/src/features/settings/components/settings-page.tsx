import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useParams } from '@app/shared/router';
import { PAGE_TITLES, PATHS } from '@app/shared/routes';
import { PageHeading, Spinner } from '@app/shared/ui';
import { Card } from '@app/shared/ui/card';
import './settings.css';
import { SETTINGS, WEIGHT_UNIT_LABELS, isSettingName, regionName, weightUnitOrDefault } from '../model/setting-names.ts';
import { AppearanceSection } from './appearance-section.tsx';
import { CalendarFeedSection } from './calendar-feed-section.tsx';
import { RemindersSection } from './reminders-section.tsx';
import { WithSettings } from './settings-loader.tsx';
import { YourDataSection } from './your-data-section.tsx';

// The forms load when she opens one: the list of settings needs no form kit.
const ChangePasswordForm = lazy(() => import('./change-password-form.tsx').then((module) => ({ default: module.ChangePasswordForm })));
const RegionSettingsForm = lazy(() => import('./region-settings-form.tsx').then((module) => ({ default: module.RegionSettingsForm })));

function SettingsRow({ to, title, detail }: { to: string; title: string; detail?: ReactNode }) {
  return (
    <li>
      <Link to={to}>
        {title}
        {detail ? <span className="settings-list__detail">{detail}</span> : null}
      </Link>
    </li>
  );
}

function SettingsOverview() {
  return (
    <WithSettings>
      {(settings) => (
        <Card aria-label="Your settings">
          <ul className="settings-list">
            <SettingsRow to={PATHS.profile} title="Profile" detail={`${settings.name} · ${settings.email}`} />
            <SettingsRow
              to={SETTINGS.preferences.path}
              title={SETTINGS.preferences.title}
              detail="Fitness goal, weekly goal, meals and how many you cook for"
            />
            <SettingsRow
              to={SETTINGS.region.path}
              title={SETTINGS.region.title}
              detail={`${regionName(settings.regionId)} · ${WEIGHT_UNIT_LABELS[weightUnitOrDefault(settings.weightUnit)]}`}
            />
            <SettingsRow to={SETTINGS.password.path} title={SETTINGS.password.title} />
            <SettingsRow to={PATHS.subscription} title={PAGE_TITLES.subscription} detail="Your plan, billing and renewal" />
            <SettingsRow
              to={PATHS.workoutHistory}
              title={PAGE_TITLES.workoutHistory}
              detail="The workouts you completed and your logbook"
            />
            <SettingsRow to={PATHS.logout} title="Log out" />
          </ul>
        </Card>
      )}
    </WithSettings>
  );
}

/**
 * /settings and /settings/{settingName}: her preferences, region and weight unit, password, and
 * the way to her subscription, her workout history and to log out. `preferences` is the
 * Preferences page's form (onboarding's, composed in by the expose).
 */
export function SettingsPage({ preferences }: { preferences: ReactNode }) {
  const { settingName } = useParams();

  if (settingName === undefined) {
    return (
      <div className="settings-page">
        <PageHeading lead="Your preferences, region, password and subscription.">Settings</PageHeading>
        <SettingsOverview />
        <RemindersSection />
        <CalendarFeedSection />
        <AppearanceSection />
        <YourDataSection />
      </div>
    );
  }

  if (!isSettingName(settingName)) {
    return (
      <div className="settings-page">
        <PageHeading>Settings</PageHeading>
        <Card>
          <p>There is no setting called “{settingName}”.</p>
          <Link className="auth-link" to={PATHS.settings}>
            Back to settings
          </Link>
        </Card>
      </div>
    );
  }

  const setting = SETTINGS[settingName];
  return (
    <div className="settings-page">
      <PageHeading
        lead={
          <Link className="auth-link" to={PATHS.settings}>
            Back to settings
          </Link>
        }
      >
        {setting.title}
      </PageHeading>
      <Card>
        {settingName === 'preferences' ? (
          preferences
        ) : (
          <WithSettings>
            {(settings) => (
              <Suspense fallback={<Spinner label="Loading your settings" />}>
                {settingName === 'region' ? <RegionSettingsForm settings={settings} /> : <ChangePasswordForm settings={settings} />}
              </Suspense>
            )}
          </WithSettings>
        )}
      </Card>
    </div>
  );
}
