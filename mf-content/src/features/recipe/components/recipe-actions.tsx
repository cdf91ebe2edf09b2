import { useMemo } from 'react';
import type { RecipeContent } from '@app/shared/api-contract/application-search';
import { apiErrorMessage } from '@app/shared/api';
import { useProvideHeaderActions } from '@app/shared/chrome';
import { SUCCESS_MESSAGES, favouriteMessage } from '@app/shared/messages';
import { showToast } from '@app/shared/ui';
import {
  useCompleteRecipeMutation,
  useRecipeCompletedQuery,
  useRecipeFavouriteQuery,
  useSetRecipeFavouriteMutation,
} from '../api/recipe-api.ts';

/**
 * The top bar's favourite (toggles, persists) and complete (one-way) for this recipe, with
 * SPEC 8's toasts: "Saved!" / "Marked as complete!", or the server's message with TRY AGAIN.
 */
export function RecipeActions({ recipe, userId }: { recipe: RecipeContent; userId: number }) {
  const contentId = recipe.contentId;
  const { data: saved = false } = useRecipeFavouriteQuery({ userId, contentId }, { skip: !recipe.canFavourite });
  const [setFavourite, favouriteState] = useSetRecipeFavouriteMutation();
  const [complete, completeState] = useCompleteRecipeMutation();
  // Complete is one-way: once the server says so (now or on an earlier visit), the control stays done.
  const { data: completed = false } = useRecipeCompletedQuery({ userId, contentId });

  const actions = useMemo(() => {
    const toggleFavourite = async () => {
      if (favouriteState.isLoading) return;
      const result = await setFavourite({ userId, contentId, favourite: !saved });
      if (result.error) {
        showToast({ message: apiErrorMessage(result.error), kind: 'error', onRetry: () => void toggleFavourite() });
        return;
      }
      showToast({ message: favouriteMessage(result.data), kind: 'success' });
    };
    const markComplete = async () => {
      if (completed || completeState.isLoading) return;
      const result = await complete({ userId, itemId: contentId, title: recipe.title });
      if (result.error) {
        showToast({ message: apiErrorMessage(result.error), kind: 'error', onRetry: () => void markComplete() });
        return;
      }
      showToast({ message: SUCCESS_MESSAGES.markedComplete, kind: 'success' });
    };
    return {
      ...(recipe.canFavourite ? { favorite: { active: saved, onPress: () => void toggleFavourite() } } : {}),
      complete: { active: completed, disabled: completed, onPress: () => void markComplete() },
    };
  }, [
    saved,
    completed,
    favouriteState.isLoading,
    completeState.isLoading,
    setFavourite,
    complete,
    userId,
    contentId,
    recipe.canFavourite,
    recipe.title,
  ]);

  useProvideHeaderActions(actions);
  return null;
}
