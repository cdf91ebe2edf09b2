import { Link, useParams } from '@app/shared/router';
import { PATHS } from '@app/shared/routes';
import { PageHeading } from '@app/shared/ui';
import { Card } from '@app/shared/ui/card';
import './settings.css';
import { SETTINGS, WEIGHT_UNIT_LABELS, isSettingName, regionName, weightUnitOrDefault } from '../model/setting-names.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { RegionSettingsForm } from './region-settings-form.tsx';
import { WithSettings } from './settings-loader.tsx';

function SettingsOverview() {
  return (
    <WithSettings>
      {(settings) => (
        <Card aria-label="Your settings">
          <ul className="settings-list">
            <li>
              <Link to={PATHS.profile}>
                Profile
                <span className="settings-list__detail">
                  {settings.name} · {settings.email}
                </span>
              </Link>
            </li>
            <li>
              <Link to={SETTINGS.region.path}>
                {SETTINGS.region.title}
                <span className="settings-list__detail">
                  {regionName(settings.regionId)} · {WEIGHT_UNIT_LABELS[weightUnitOrDefault(settings.weightUnit)]}
                </span>
              </Link>
            </li>
            <li>
              <Link to={SETTINGS.password.path}>{SETTINGS.password.title}</Link>
            </li>
            <li>
              <Link to={PATHS.logout}>Log out</Link>
            </li>
          </ul>
        </Card>
      )}
    </WithSettings>
  );
}

/** /settings and /settings/{settingName}: region and weight unit, password, and the way to log out. */
export function SettingsPage() {
  const { settingName } = useParams();

  if (settingName === undefined) {
    return (
      <div className="settings-page">
        <PageHeading lead="Region, weight unit and password.">Settings</PageHeading>
        <SettingsOverview />
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
      <PageHeading lead={<Link className="auth-link" to={PATHS.settings}>Back to settings</Link>}>{setting.title}</PageHeading>
      <Card>
        <WithSettings>
          {(settings) => (settingName === 'region' ? <RegionSettingsForm settings={settings} /> : <ChangePasswordForm settings={settings} />)}
        </WithSettings>
      </Card>
    </div>
  );
}
