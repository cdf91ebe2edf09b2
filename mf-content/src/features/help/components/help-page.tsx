import { PageHeading } from '@app/shared/ui';

export function HelpPage() {
  return <PageHeading lead="Answers to common questions about your account, workouts and meals.">Help centre</PageHeading>;
}
