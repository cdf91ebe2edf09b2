import { PageHeading } from '@app/shared/ui';

export function ShoppingListPage() {
  return <PageHeading lead="Everything you need for the recipes in your planner.">Shopping list</PageHeading>;
}
