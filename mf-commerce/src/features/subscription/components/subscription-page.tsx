import { PageHeading } from '@app/shared/ui';

export function SubscriptionPage() {
  return <PageHeading lead="Your plan, billing and renewal.">Subscription</PageHeading>;
}
