import { PageHeading } from '@app/shared/ui';

export function WorkoutPlayerPage() {
  return <PageHeading lead="Follow along, exercise by exercise.">Workout</PageHeading>;
}
