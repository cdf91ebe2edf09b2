import { PATHS } from './paths.ts';

/**
 * What the help centre shows, kept in the URL (/help?section=9211, /help?article=9101,
 * /help?q=cancel&page=2), so a shared link or the back button opens the same view.
 */
export type HelpView =
  | { kind: 'home' }
  | { kind: 'section'; sectionId: number; page: number }
  | { kind: 'article'; articleId: number }
  | { kind: 'search'; query: string; page: number };

const id = (value: string | null) => (value && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null);
const pageOf = (value: string | null) => id(value) ?? 1;

export function helpViewOf(search: string): HelpView {
  const params = new URLSearchParams(search);
  const query = params.get('q')?.trim();
  if (query) return { kind: 'search', query, page: pageOf(params.get('page')) };
  const articleId = id(params.get('article'));
  if (articleId) return { kind: 'article', articleId };
  const sectionId = id(params.get('section'));
  if (sectionId) return { kind: 'section', sectionId, page: pageOf(params.get('page')) };
  return { kind: 'home' };
}

export function helpSearchOf(view: HelpView): string {
  const params = new URLSearchParams();
  if (view.kind === 'search') params.set('q', view.query);
  if (view.kind === 'section') params.set('section', String(view.sectionId));
  if (view.kind === 'article') params.set('article', String(view.articleId));
  if ((view.kind === 'search' || view.kind === 'section') && view.page > 1) params.set('page', String(view.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The /help link of a view: what the page links to, and the html_url the API's help centre gives. */
export const helpLink = (view: HelpView) => `${PATHS.help}${helpSearchOf(view)}`;

/** The id of a category's heading on the help centre's home: /help#help-category-9201 opens at it. */
export const helpCategoryAnchor = (categoryId: number) => `help-category-${categoryId}`;
