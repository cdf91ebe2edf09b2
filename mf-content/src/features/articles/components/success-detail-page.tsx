import { PageHeading } from '@app/shared/ui';

export function SuccessDetailPage() {
  return <PageHeading lead="Tips, meditations and pregnancy guidance.">Article</PageHeading>;
}
