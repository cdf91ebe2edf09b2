import { useEffect } from 'react';
import { Link, useNavigate, useParams } from '@app/shared/router';
import { apiErrorStatus } from '@app/shared/api';
import type { RecipeVariantQuery } from '@app/shared/api-contract/application-search';
import { PATHS } from '@app/shared/routes';
import type { StoredUserInfo } from '@app/shared/session';
import { useSession } from '@app/shared/store';
import { FailureScreen, PageHeading, Spinner } from '@app/shared/ui';
import { useRecipeQuery } from '../api/recipe-api.ts';
import { canonicalRecipePath } from '../model/recipe-view.ts';
import { RecipeActions } from './recipe-actions.tsx';
import { RecipeView } from './recipe-view.tsx';
import './recipe.css';

/** The member's onboarding choices, for the recipe variant of GET content/{id} (SPEC 7). */
function variantOf(session: StoredUserInfo | null): RecipeVariantQuery {
  const variant: RecipeVariantQuery = {};
  for (const key of ['genderId', 'fitnessId', 'mealId'] as const) {
    const value = session?.[key];
    if (typeof value === 'number' && Number.isInteger(value)) variant[key] = value;
  }
  return variant;
}

/** /recipe/{recipeType}/{recipeId}/{recipeTitle}: the recipe, with favourite and complete in the top bar. */
export function RecipePage() {
  const { recipeType = 'meals', recipeId = '', recipeTitle = '' } = useParams();
  const id = Number(recipeId);
  const valid = Number.isInteger(id) && id > 0;
  const session = useSession();
  const navigate = useNavigate();
  const { data, error, isLoading, refetch } = useRecipeQuery({ id, variant: variantOf(session) }, { skip: !valid });
  const recipe = data?.contentType === 'recipe' ? data : undefined;
  const canonical = recipe ? canonicalRecipePath({ recipeType, recipeId: id, recipeTitle }, recipe) : null;

  useEffect(() => {
    if (canonical) navigate(canonical, { replace: true });
  }, [canonical, navigate]);

  if (valid && isLoading) return <Spinner label="Loading recipe" />;
  if (!valid || apiErrorStatus(error) === 404 || (data && !recipe)) return <RecipeNotFound />;
  if (error || !recipe) return <FailureScreen source="content" onRetry={() => refetch()} />;
  return (
    <>
      {session?.isAuthenticated ? <RecipeActions recipe={recipe} userId={Number(session.id)} /> : null}
      <RecipeView recipe={recipe} regionId={session?.regionId} canShop={Boolean(session?.isAuthenticated)} />
    </>
  );
}

function RecipeNotFound() {
  return (
    <div className="recipe-missing">
      <PageHeading lead="It may have been renamed or taken off the menu.">We can’t find that recipe</PageHeading>
      <Link to={PATHS.meals} className="button button--primary">
        Browse meals
      </Link>
    </div>
  );
}
