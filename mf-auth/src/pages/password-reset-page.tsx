import { PageHeading } from '@app/shared/ui';

export function PasswordResetPage() {
  return <PageHeading lead="Choose a new password for your account.">Set a new password</PageHeading>;
}
