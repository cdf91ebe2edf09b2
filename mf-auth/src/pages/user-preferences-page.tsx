import { PageHeading } from '@app/shared/ui';

export function UserPreferencesPage() {
  return <PageHeading lead="Your preferences shape your workouts and meal plans.">Tell us about you</PageHeading>;
}
