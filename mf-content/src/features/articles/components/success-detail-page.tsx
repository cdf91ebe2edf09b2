import { useParams } from '@app/shared/router';
import { contentIdParam, successPath } from '@app/shared/routes';
import { ArticleView } from './article-view.tsx';

/** /show/{successType}/{successId}/{successTitle}: tips, meditations, pregnancy, blogs and policies. */
export function SuccessDetailPage() {
  const { successId } = useParams();
  return (
    <ArticleView
      contentId={contentIdParam(successId)}
      canonicalPath={(article) => successPath(article.kind, article.contentId, article.title, article.urlPartial)}
    />
  );
}
