import { PageHeading } from '@app/shared/ui';

export function ProgramDetailPage() {
  return <PageHeading lead="What the program includes, week by week.">Program</PageHeading>;
}
