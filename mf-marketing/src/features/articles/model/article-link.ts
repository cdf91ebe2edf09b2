import { articlePath as showArticlePath } from '@app/shared/routes';

/** SPEC section 2: an article opens at /show/{successType}/article/{articleId}/{slug}. */
export function articlePath(article: { articleId: number; title: string; urlPartial?: string | null }, successType = 'blogs'): string {
  return showArticlePath(successType, article.articleId, article.title, article.urlPartial);
}
