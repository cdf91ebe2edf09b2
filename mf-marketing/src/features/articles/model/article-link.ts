import { toSlug } from '@app/shared/routes';

/** SPEC section 2: an article opens at /show/{successType}/article/{articleId}/{slug}. */
export function articlePath(article: { articleId: number; title: string; urlPartial?: string | null }, successType = 'blogs'): string {
  return `/show/${successType}/article/${article.articleId}/${encodeURIComponent(toSlug(article.title, article.urlPartial))}`;
}
