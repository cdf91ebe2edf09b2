import { PageHeading } from '@app/shared/ui';

export function SubscriptionCompletePage() {
  return <PageHeading lead="Your subscription is active. Enjoy your free trial.">You are all set</PageHeading>;
}
