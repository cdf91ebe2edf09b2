import { PageHeading } from '@app/shared/ui';

export function ListingPage() {
  return <PageHeading lead="Workouts, recipes, tips and articles.">Browse</PageHeading>;
}
