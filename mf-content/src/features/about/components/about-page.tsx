import { PageHeading } from '@app/shared/ui';

export function AboutPage() {
  return <PageHeading lead="Workouts, programs and recipes made by women, for women.">About us</PageHeading>;
}
