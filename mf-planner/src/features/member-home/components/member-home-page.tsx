import { PageHeading } from '@app/shared/ui';

export function MemberHomePage() {
  return <PageHeading lead="Today's workout and meals are waiting in your planner.">Welcome back</PageHeading>;
}
