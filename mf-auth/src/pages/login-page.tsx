import { PageHeading } from '@app/shared/ui';

export function LoginPage() {
  return <PageHeading lead="Welcome back. Log in to open your planner.">Log in</PageHeading>;
}
