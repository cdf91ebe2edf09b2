import { PageHeading } from '@app/shared/ui';

export function ProgramWorkoutsPage() {
  return <PageHeading lead="Every workout of the program.">Program workouts</PageHeading>;
}
