import { memberGreeting } from '@app/shared/session';
import { useSession } from '@app/shared/store';
import { PageHeading } from '@app/shared/ui';

export function MemberHomePage() {
  const greeting = memberGreeting(useSession());
  return <PageHeading lead="Today's workout and meals are waiting in your planner.">{greeting}</PageHeading>;
}
