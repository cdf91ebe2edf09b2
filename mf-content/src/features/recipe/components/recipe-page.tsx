import { PageHeading } from '@app/shared/ui';

export function RecipePage() {
  return <PageHeading lead="Ingredients, method and nutrition.">Recipe</PageHeading>;
}
