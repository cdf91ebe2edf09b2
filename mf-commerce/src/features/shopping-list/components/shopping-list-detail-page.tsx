import { PageHeading } from '@app/shared/ui';

export function ShoppingListDetailPage() {
  return <PageHeading lead="Ingredients of one recipe.">Shopping list</PageHeading>;
}
