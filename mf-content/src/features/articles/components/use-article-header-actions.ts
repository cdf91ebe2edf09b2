import { useMemo } from 'react';
import { apiErrorMessage } from '@app/shared/api';
import type { ArticleContent } from '@app/shared/api-contract/application-search';
import { useProvideHeaderActions, type HeaderActions } from '@app/shared/chrome';
import { SUCCESS_MESSAGES, favouriteMessage } from '@app/shared/messages';
import type { StoredUserInfo } from '@app/shared/session';
import { showToast } from '@app/shared/ui';
import {
  useArticleCompletedQuery,
  useArticleFavouriteQuery,
  useCompleteArticleMutation,
  useSetArticleFavouriteMutation,
} from '../api/article-progress-api.ts';

const NO_ACTIONS: HeaderActions = {};

/**
 * The top bar's favorite and complete controls for a member (SPEC section 2: shown on this
 * route; section 4: favourite toggles, complete is one-way). Visitors get neither.
 */
export function useArticleHeaderActions(article: ArticleContent | null | undefined, member: StoredUserInfo | null): void {
  const memberId = Number(member?.id);
  const userId = Number.isSafeInteger(memberId) && memberId > 0 ? memberId : undefined;
  const contentId = article?.contentId;
  const key = useMemo(
    () => (userId !== undefined && contentId !== undefined ? { userId, contentType: 'article' as const, contentId } : null),
    [userId, contentId],
  );
  const canFavourite = Boolean(key && article?.canFavourite);
  const { data: favourite = false } = useArticleFavouriteQuery(key!, { skip: !canFavourite });
  const [setFavourite] = useSetArticleFavouriteMutation();
  const [complete, completion] = useCompleteArticleMutation();
  // One-way: once the server says it is complete (now or on an earlier visit), the control stays done.
  const { data: completed = false } = useArticleCompletedQuery(key!, { skip: !key });

  const actions = useMemo<HeaderActions>(() => {
    if (!key || !article) return NO_ACTIONS;
    const toggleFavourite = () => {
      const next = !favourite;
      setFavourite({ ...key, favourite: next })
        .unwrap()
        .then((favourite) => showToast({ message: favouriteMessage(favourite), kind: 'success' }))
        .catch((error: unknown) =>
          showToast({ message: apiErrorMessage(error as Parameters<typeof apiErrorMessage>[0]), kind: 'error', onRetry: toggleFavourite }),
        );
    };
    const markComplete = () => {
      if (completed || completion.isLoading) return;
      const isPolicy = article.kind === 'policy';
      complete({ key, itemId: article.contentId, contentType: 'article', ...(isPolicy ? { isPolicy: true, title: article.title } : {}) })
        .unwrap()
        .then(() => showToast({ message: SUCCESS_MESSAGES.markedComplete, kind: 'success' }))
        .catch((error: unknown) =>
          showToast({ message: apiErrorMessage(error as Parameters<typeof apiErrorMessage>[0]), kind: 'error', onRetry: markComplete }),
        );
    };
    return {
      ...(canFavourite ? { favorite: { active: favourite, onPress: toggleFavourite } } : {}),
      complete: { active: completed, disabled: completed, onPress: markComplete },
    };
  }, [key, article, canFavourite, favourite, completed, completion.isLoading, setFavourite, complete]);

  useProvideHeaderActions(actions);
}
