import { PageHeading } from '@app/shared/ui';

export function PlannerPage() {
  return <PageHeading lead="Your week of workouts and meals, Monday to Sunday.">Planner</PageHeading>;
}
