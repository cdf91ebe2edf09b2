import { Link, useParams } from '@app/shared/router';
import { ACTIVITY_ID_PATTERN, recipePageActivityId } from '@app/shared/api-contract/shopping-list';
import { regionalName } from '@app/shared/region/regional-text';
import { PATHS } from '@app/shared/routes';
import { AddToShoppingListButton } from '@app/shared/shopping-list/add-to-shopping-list-button';
import { useShoppingListMealQuery } from '../api/shopping-list-api.ts';
import { useSession } from '@app/shared/store';
import { FailureScreen, PageHeading, Spinner } from '@app/shared/ui';
import { ShoppingListItems } from './shopping-list-items.tsx';
import './shopping-list.css';

function wholeNumber(text: string | undefined): number | null {
  return text && /^[0-9]{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

function NotOnList() {
  return (
    <section className="shopping-empty" aria-labelledby="shopping-detail-missing">
      <h2 id="shopping-detail-missing">This meal is not on your shopping list</h2>
      <p>It may have been removed, or swapped in your planner.</p>
      <div className="shopping-empty__actions">
        <Link className="button button--primary" to={PATHS.shoppingList}>
          Back to shopping list
        </Link>
      </div>
    </section>
  );
}

/**
 * The shopping list detail route (SPEC 2): one meal's share of the list. No favourite or complete
 * control (the route table turns them off) and the add button shows, disabled.
 */
export function ShoppingListDetailPage() {
  const params = useParams();
  const session = useSession();
  const shoppingListId = wholeNumber(params.shoppingListId);
  const recipeId = wholeNumber(params.recipeId);
  const activityId = params.activityId ?? '';
  const valid = shoppingListId !== null && recipeId !== null && new RegExp(ACTIVITY_ID_PATTERN).test(activityId);
  const { data, isLoading, isError, error, refetch } = useShoppingListMealQuery(
    { shoppingListId: shoppingListId ?? 0, recipeId: recipeId ?? 0, activityId },
    { skip: !valid },
  );
  const meal = data?.associatedRecipeList[0];
  const status = (error as { status?: unknown } | undefined)?.status;

  let body;
  if (!valid || status === 404 || status === 403 || (data && !meal)) body = <NotOnList />;
  else if (isLoading) body = <Spinner label="Loading the meal's items" />;
  else if (isError || !data || !meal) return <FailureScreen source="shopping-list" onRetry={() => void refetch()} />;
  else {
    body = (
      <>
        <div className="shopping-detail__summary">
          <p>
            Serves {meal.servings} · {data.associatedIngredientsList.length} items on your list for this meal
          </p>
          <AddToShoppingListButton
            recipeId={meal.recipeId}
            servings={meal.servings}
            {...(meal.activityId === recipePageActivityId(meal.recipeId) ? {} : { activityId: meal.activityId })}
            disabled
          />
        </div>
        <ShoppingListItems lines={data.associatedIngredientsList} regionId={session?.regionId} recipes={data.associatedRecipeList} />
      </>
    );
  }

  return (
    <div className="shopping-list shopping-detail">
      <Link className="shopping-detail__back" to={PATHS.shoppingList}>
        ‹ Shopping list
      </Link>
      <PageHeading lead="This meal’s share of your shopping list.">
        {meal ? regionalName(meal, session?.regionId) : 'Shopping list'}
      </PageHeading>
      {body}
    </div>
  );
}
