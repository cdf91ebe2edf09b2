import { recipePageActivityId } from '../api-contract/shopping-list.ts';
import { apiErrorMessage } from '@app/shared/api';
import { SUCCESS_MESSAGES } from '../messages/index.ts';
import { showToast } from '@app/shared/ui';
import { shoppingListButtonsFor } from './list-controls.ts';
import { useRemoveShoppingListMealMutation, useSaveShoppingListMutation, useShoppingListQuery } from './shopping-list-api.ts';
import './add-to-shopping-list-button.css';

export interface AddToShoppingListButtonProps {
  recipeId: number;
  /** The servings to shop for (the recipe's own serves, or what the planner planned). */
  servings: number;
  /** The planner's id of the planned meal; a recipe page leaves it out. */
  activityId?: string;
  /** SPEC 2: the shopping list detail route shows the button with add disabled. */
  disabled?: boolean;
}

/**
 * SPEC 4's shopping-list button: "Add to Shopping List", then "Added to List" (or "Update List"
 * when the servings changed since), with "Remove from List" beside it once the meal is listed.
 * For the recipe page (mf-content) and the planner (mf-planner), which mount it from here.
 */
export function AddToShoppingListButton({ recipeId, servings, activityId, disabled = false }: AddToShoppingListButtonProps) {
  const mealId = activityId ?? recipePageActivityId(recipeId);
  const { data, isLoading } = useShoppingListQuery();
  const [save, saving] = useSaveShoppingListMutation();
  const [remove, removing] = useRemoveShoppingListMealMutation();
  const buttons = shoppingListButtonsFor(data?.associatedRecipeList, { recipeId, servings, ...(activityId ? { activityId } : {}) });
  const busy = isLoading || saving.isLoading || removing.isLoading;

  async function onPrimary() {
    try {
      await save({ meals: [{ recipeId, servings, ...(activityId ? { activityId } : {}) }] }).unwrap();
      showToast({
        message: buttons.primary.state === 'update' ? SUCCESS_MESSAGES.shoppingListUpdated : SUCCESS_MESSAGES.itemAdded,
        kind: 'success',
      });
    } catch (error) {
      showToast({
        message: apiErrorMessage(error as Parameters<typeof apiErrorMessage>[0]),
        kind: 'error',
        onRetry: () => void onPrimary(),
      });
    }
  }

  async function onRemove() {
    if (!data?.shoppingListId) return;
    try {
      await remove({ shoppingListId: data.shoppingListId, activityId: mealId }).unwrap();
      showToast({ message: SUCCESS_MESSAGES.shoppingListUpdated, kind: 'success' });
    } catch (error) {
      showToast({ message: apiErrorMessage(error as Parameters<typeof apiErrorMessage>[0]), kind: 'error' });
    }
  }

  return (
    <div className="shopping-list-button" data-state={buttons.primary.state}>
      <button
        type="button"
        className={buttons.primary.state === 'added' ? 'button button--ghost' : 'button button--primary'}
        disabled={disabled || buttons.primary.disabled || busy}
        aria-busy={saving.isLoading || undefined}
        onClick={() => void onPrimary()}
      >
        {buttons.primary.label}
      </button>
      {buttons.remove && !disabled ? (
        <button type="button" className="button button--ghost" disabled={busy} onClick={() => void onRemove()}>
          {buttons.remove.label}
        </button>
      ) : null}
    </div>
  );
}
