import {
  HELP_CENTER_PREFIX,
  HELP_SOURCE_LOCALE,
  type HelpArticle,
  type HelpCategory,
  type HelpSearchResult,
  type HelpSection,
} from '@app/shared/api-contract/help-center';
import { helpCategoryAnchor, helpLink } from '@app/shared/routes';

/** The rows of the help tables: the columns the lists sort and filter on, and the record as imported. */
export interface CategoryRow {
  id: number;
  name: string;
  description: string;
  position: number;
  data: Record<string, unknown>;
}
export interface SectionRow extends CategoryRow {
  categoryId: number;
}
export interface ArticleRow {
  id: number;
  sectionId: number;
  title: string;
  position: number;
  data: Record<string, unknown>;
}

/** How a record is shown: the app's address (PUBLIC_URL) and the locale asked for in the path, if any. */
export interface HelpView {
  publicUrl: string;
  locale: string | null;
}

/** What an imported record may leave out: the time the help centre began, Zendesk's defaults otherwise. */
export const EPOCH = '1970-01-01T00:00:00Z';

/**
 * Zendesk's snake_case fields as stored in the jsonb column: the database's CamelCasePlugin
 * camel-cases every key it reads, the jsonb's too, so they are turned back here.
 */
export function zendeskKeys(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), value]),
  );
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const flag = (value: unknown) => value === true;

/** The locales of a record: the one it is shown in (the path's, else its own) and the one it was written in. */
function locales(data: Record<string, unknown>, view: HelpView) {
  const source = text(data.locale, HELP_SOURCE_LOCALE);
  return { locale: view.locale ?? source, source_locale: source };
}

function entity(row: CategoryRow, view: HelpView, kind: 'categories' | 'sections', htmlPath: string): HelpCategory {
  const data = zendeskKeys(row.data);
  const { locale, source_locale } = locales(data, view);
  const createdAt = text(data.created_at, EPOCH);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    position: row.position,
    locale,
    source_locale,
    outdated: false,
    url: `${view.publicUrl}${HELP_CENTER_PREFIX}/${locale}/${kind}/${row.id}.json`,
    html_url: `${view.publicUrl}${htmlPath}`,
    created_at: createdAt,
    updated_at: text(data.updated_at, createdAt),
  };
}

/** A category: its heading on the help centre's home is where a person reads it. */
export const toCategory = (row: CategoryRow, view: HelpView): HelpCategory =>
  entity(row, view, 'categories', `${helpLink({ kind: 'home' })}#${helpCategoryAnchor(row.id)}`);

export const toSection = (row: SectionRow, view: HelpView): HelpSection => ({
  ...entity(row, view, 'sections', helpLink({ kind: 'section', sectionId: row.id, page: 1 })),
  category_id: row.categoryId,
});

export function toArticle(row: ArticleRow, view: HelpView): HelpArticle {
  const data = zendeskKeys(row.data);
  const { locale, source_locale } = locales(data, view);
  const createdAt = text(data.created_at, EPOCH);
  const updatedAt = text(data.updated_at, createdAt);
  const labels = Array.isArray(data.label_names) ? data.label_names.filter((label): label is string => typeof label === 'string') : [];
  return {
    id: row.id,
    section_id: row.sectionId,
    title: row.title,
    name: row.title,
    body: text(data.body, ''),
    author_id: Number.isSafeInteger(data.author_id) ? (data.author_id as number) : null,
    label_names: labels,
    position: row.position,
    locale,
    source_locale,
    outdated: false,
    draft: flag(data.draft),
    promoted: flag(data.promoted),
    url: `${view.publicUrl}${HELP_CENTER_PREFIX}/${locale}/articles/${row.id}.json`,
    html_url: `${view.publicUrl}${helpLink({ kind: 'article', articleId: row.id })}`,
    created_at: createdAt,
    updated_at: updatedAt,
    edited_at: text(data.edited_at, updatedAt),
  };
}

/** The article's body as plain text: tags dropped, the entities the article builder writes decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const SNIPPET_LENGTH = 160;

/** Up to SNIPPET_LENGTH characters of the text around the first word of the query it contains (its start when none). */
export function snippetFor(content: string, query: string): string {
  const lower = content.toLowerCase();
  const words = query
    .toLowerCase()
    .split(/\W+/)
    .filter((word) => word.length > 2);
  const hits = words.map((word) => lower.indexOf(word)).filter((at) => at >= 0);
  const at = hits.length > 0 ? Math.min(...hits) : 0;
  let start = Math.max(0, at - SNIPPET_LENGTH / 4);
  if (start > 0) start = content.indexOf(' ', start) + 1;
  const end = Math.min(content.length, start + SNIPPET_LENGTH);
  const cut = end < content.length ? content.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${content.slice(start, cut > start ? cut : end)}${end < content.length ? '…' : ''}`;
}

export function toSearchResult(row: ArticleRow, view: HelpView, query: string): HelpSearchResult {
  const article = toArticle(row, view);
  return { ...article, result_type: 'article', snippet: snippetFor(plainText(article.body), query) };
}
