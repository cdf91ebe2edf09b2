import { useParams } from '@app/shared/router';
import { articlePath, contentIdParam } from '@app/shared/routes';
import { ArticleView } from './article-view.tsx';

/** /show/{successType}/article/{articleId}/{slug}: the article path (the home page's blog links). */
export function ArticlePage() {
  const { articleId } = useParams();
  return (
    <ArticleView
      contentId={contentIdParam(articleId)}
      canonicalPath={(article) => articlePath(article.kind, article.contentId, article.title, article.urlPartial)}
    />
  );
}
