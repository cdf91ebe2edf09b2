import { Link } from '@app/shared/router';
import type { ShoppingListData } from '@app/shared/api-contract/shopping-list';
import { apiErrorMessage } from '@app/shared/api';
import { SUCCESS_MESSAGES } from '@app/shared/messages';
import { regionalName } from '@app/shared/region/regional-text';
import { PATHS, shoppingListDetailPath } from '@app/shared/routes';
import { useRemoveShoppingListMealMutation, useShoppingListQuery } from '@app/shared/shopping-list/shopping-list-api';
import { useRemoveShoppingListIngredientsMutation } from '../api/shopping-list-api.ts';
import { useSession } from '@app/shared/store';
import { FailureScreen, PageHeading, showToast, Spinner } from '@app/shared/ui';
import { hasMixedServings } from '../model/line-text.ts';
import { isClearButtonShown, isShoppingListShown } from '../model/list-controls.ts';
import { applyPending, PENDING_LINE_PREFIX } from '../model/pending-operations.ts';
import { usePendingOperations } from '../model/use-pending-operations.ts';
import { AddItemForm } from './add-item-form.tsx';
import { ShoppingListItems } from './shopping-list-items.tsx';
import './shopping-list.css';
import { countOf, plural } from '@app/shared/text/plural';

const LEAD = 'Everything your recipes and planned meals need, added up and sorted by aisle.';

const OFFLINE_NOTICE = {
  title: 'You’re offline',
  text: 'Ticks and items you add are kept on this device and sent when you’re back online.',
} as const;

function OfflineNotice({ waiting }: { waiting: number }) {
  return (
    <div className="shopping-notice shopping-notice--offline" role="status">
      <strong>{OFFLINE_NOTICE.title}</strong>
      <span>
        {OFFLINE_NOTICE.text}
        {waiting > 0 ? ` ${countOf(waiting, 'change is', 'changes are')} waiting.` : ''}
      </span>
    </div>
  );
}

/** The list adds up meals planned for different numbers of people: say so once, where the lines begin. */
function ServesNote({ recipes }: { recipes: ShoppingListData['associatedRecipeList'] }) {
  const counts = recipes.map((recipe) => recipe.servings);
  return (
    <p className="shopping-list__serves-note">
      Your recipes are planned for {Math.min(...counts)} to {Math.max(...counts)} serves, each as it is planned. Where a line adds up
      several, it says what each one needs.
    </p>
  );
}

function EmptyList({ handItems }: { handItems: number }) {
  return (
    <section className="shopping-empty" aria-labelledby="shopping-empty-title">
      <h2 id="shopping-empty-title">Your shopping list is empty</h2>
      <p>
        Add a recipe from its page, or your planner’s meals for a day or the week. Everything they need appears here, added up and sorted by
        aisle.
      </p>
      {handItems > 0 ? (
        <p>
          The {plural(handItems, 'item', `${handItems} items`)} you added by hand {plural(handItems, 'is', 'are')} kept for your next list.
        </p>
      ) : null}
      <div className="shopping-empty__actions">
        <Link className="button button--primary" to={PATHS.meals}>
          Browse meals
        </Link>
        <Link className="button button--ghost" to={PATHS.planner}>
          Open your planner
        </Link>
      </div>
    </section>
  );
}

function RecipesOnList({ data, offline, regionId }: { data: ShoppingListData; offline: boolean; regionId: number | undefined }) {
  const [removeMeal, removing] = useRemoveShoppingListMealMutation();
  async function remove(activityId: string) {
    if (data.shoppingListId === null) return;
    try {
      await removeMeal({ shoppingListId: data.shoppingListId, activityId }).unwrap();
      showToast({ message: SUCCESS_MESSAGES.shoppingListUpdated, kind: 'success' });
    } catch (error) {
      showToast({ message: apiErrorMessage(error as Parameters<typeof apiErrorMessage>[0]), kind: 'error' });
    }
  }
  return (
    <section className="shopping-panel" aria-labelledby="shopping-recipes-title">
      <h2 id="shopping-recipes-title" className="shopping-panel__title">
        Recipes on this list
      </h2>
      <ul className="shopping-recipes">
        {data.associatedRecipeList.map((meal) => {
          const name = regionalName(meal, regionId);
          return (
            <li key={meal.activityId} className="shopping-recipe">
              <div>
                <Link className="shopping-recipe__name" to={shoppingListDetailPath(data.shoppingListId!, meal.recipeId, meal.activityId)}>
                  {name}
                </Link>
                <span className="shopping-recipe__serves">Serves {meal.servings}</span>
              </div>
              <button
                type="button"
                className="button button--ghost button--small"
                disabled={offline || removing.isLoading}
                onClick={() => void remove(meal.activityId)}
              >
                {/* The visible words start the name (WCAG 2.5.3, label in name); the meal tells the buttons apart. */}
                Remove from List<span className="visually-hidden">: {name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** /shopping-list: the member's list, ticked off in the shop, with or without a connection. */
export function ShoppingListPage() {
  const session = useSession();
  const { data, isLoading, isError, refetch } = useShoppingListQuery();
  const pending = usePendingOperations(session?.id, data?.shoppingListId ?? null);
  const [removeLines, clearing] = useRemoveShoppingListIngredientsMutation();

  if (isLoading) {
    return (
      <div className="shopping-list">
        <PageHeading lead={LEAD}>Shopping list</PageHeading>
        <Spinner label="Loading your shopping list" />
      </div>
    );
  }
  if (!data) return isError ? <FailureScreen source="shopping-list" onRetry={() => void refetch()} /> : null;

  const shown = applyPending(data, pending.queue);
  const lines = shown.associatedIngredientsList;
  const visible = isShoppingListShown(lines, shown.associatedRecipeList);
  const ticked = lines.filter((line) => line.ticked);

  async function clearTicked() {
    if (data?.shoppingListId == null) return;
    try {
      await removeLines({
        shoppingListId: data.shoppingListId,
        lineKeys: ticked.map((line) => line.lineKey).filter((key) => !key.startsWith(PENDING_LINE_PREFIX)),
      }).unwrap();
      showToast({ message: SUCCESS_MESSAGES.shoppingListUpdated, kind: 'success' });
    } catch (error) {
      showToast({ message: apiErrorMessage(error as Parameters<typeof apiErrorMessage>[0]), kind: 'error' });
    }
  }

  return (
    <div className="shopping-list">
      <PageHeading lead={LEAD}>Shopping list</PageHeading>
      {pending.online ? null : <OfflineNotice waiting={pending.queue.length} />}
      {visible ? (
        <div className="shopping-list__layout">
          <section className="shopping-list__items" aria-labelledby="shopping-items-title">
            <div className="shopping-toolbar">
              <h2 id="shopping-items-title" className="shopping-toolbar__title">
                {countOf(lines.length, 'item', 'items')}
                <span className="shopping-toolbar__count"> · {ticked.length} ticked</span>
              </h2>
              {isClearButtonShown(lines) ? (
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={!pending.online || clearing.isLoading}
                  onClick={() => void clearTicked()}
                >
                  Clear ticked items
                </button>
              ) : null}
            </div>
            {hasMixedServings(shown.associatedRecipeList) ? <ServesNote recipes={shown.associatedRecipeList} /> : null}
            <ShoppingListItems lines={lines} regionId={session?.regionId} recipes={shown.associatedRecipeList} onTick={pending.tick} />
          </section>
          <div className="shopping-list__side">
            <RecipesOnList data={data} offline={!pending.online} regionId={session?.regionId} />
            <AddItemForm onAdd={pending.addItem} />
          </div>
        </div>
      ) : (
        <EmptyList handItems={lines.filter((line) => line.addedByHand).length} />
      )}
    </div>
  );
}
