import { PageHeading } from '@app/shared/ui';

export function SettingsPage() {
  return <PageHeading lead="Region, weight unit and password.">Settings</PageHeading>;
}
