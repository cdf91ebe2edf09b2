import { PageHeading } from '@app/shared/ui';

export function ProgramsPage() {
  return <PageHeading lead="Multi-week programs built by our experts.">Programs</PageHeading>;
}
