import { PageHeading } from '@app/shared/ui';

export function ProfilePage() {
  return <PageHeading lead="Your name, email and region.">Profile</PageHeading>;
}
