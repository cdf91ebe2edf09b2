import { PageHeading } from '@app/shared/ui';

export function WorkoutOverviewPage() {
  return <PageHeading lead="Exercises, equipment and duration.">Workout overview</PageHeading>;
}
