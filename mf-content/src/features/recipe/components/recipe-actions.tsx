import { useMemo, useState } from 'react';
import type { RecipeContent } from '@app/shared/api-contract/application-search';
import { apiErrorMessage } from '@app/shared/api';
import { useProvideHeaderActions } from '@app/shared/chrome';
import { SUCCESS_MESSAGES } from '@app/shared/messages';
import { showToast } from '@app/shared/ui';
import { useCompleteRecipeMutation, useRecipeFavouriteQuery, useSetRecipeFavouriteMutation } from '../api/recipe-api.ts';

/**
 * The top bar's favourite (toggles, persists) and complete (one-way) for this recipe, with
 * SPEC 8's toasts: "Saved!" / "Marked as complete!", or the server's message with TRY AGAIN.
 */
export function RecipeActions({ recipe, userId }: { recipe: RecipeContent; userId: number }) {
  const contentId = recipe.contentId;
  const { data: saved = false } = useRecipeFavouriteQuery({ userId, contentId }, { skip: !recipe.canFavourite });
  const [setFavourite, favouriteState] = useSetRecipeFavouriteMutation();
  const [complete, completeState] = useCompleteRecipeMutation();
  const [completed, setCompleted] = useState(false);

  const actions = useMemo(() => {
    const toggleFavourite = async () => {
      if (favouriteState.isLoading) return;
      const result = await setFavourite({ userId, contentId, favourite: !saved });
      if (result.error) {
        showToast({ message: apiErrorMessage(result.error), kind: 'error', onRetry: () => void toggleFavourite() });
        return;
      }
      if (result.data) showToast({ message: SUCCESS_MESSAGES.saved, kind: 'success' });
    };
    const markComplete = async () => {
      if (completed || completeState.isLoading) return;
      const result = await complete({ itemId: contentId, title: recipe.title });
      if (result.error) {
        showToast({ message: apiErrorMessage(result.error), kind: 'error', onRetry: () => void markComplete() });
        return;
      }
      setCompleted(true);
      showToast({ message: SUCCESS_MESSAGES.markedComplete, kind: 'success' });
    };
    return {
      ...(recipe.canFavourite ? { favorite: { active: saved, onPress: () => void toggleFavourite() } } : {}),
      complete: { active: completed, disabled: completed, onPress: () => void markComplete() },
    };
  }, [saved, completed, favouriteState.isLoading, completeState.isLoading, setFavourite, complete, userId, contentId, recipe.canFavourite, recipe.title]);

  useProvideHeaderActions(actions);
  return null;
}
