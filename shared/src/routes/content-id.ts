import { matchRoute } from './route-table.ts';

/** The largest id a database integer holds. */
const MAX_CONTENT_ID = 2_147_483_647;

/** A content id from a route parameter: a whole number from 1, else null (the page shows not found). */
export function contentIdParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_CONTENT_ID ? id : null;
}

/** The content id of an article page (/show/{type}/{id}/{slug} or /show/{type}/article/{id}/{slug}), else null. */
export function articleIdOf(pathname: string): number | null {
  const { entry, params } = matchRoute(pathname);
  const target = entry.target;
  if (!('remote' in target) || target.remote !== 'content') return null;
  return contentIdParam(
    target.expose === './SuccessDetailPage' ? params.successId : target.expose === './ArticlePage' ? params.articleId : undefined,
  );
}
