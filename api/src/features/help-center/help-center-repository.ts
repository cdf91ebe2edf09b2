import { sql, type Kysely, type SqlBool } from 'kysely';
import type { HelpArticle, HelpCategory, HelpSearchResult, HelpSection } from '@app/shared/api-contract/help-center';
import type { Database } from '../../db/schema.ts';
import { HELP_LOCALE } from '../../catalog/articles/help-centre.ts';

type Db = Kysely<Database>;

export interface PageRequest {
  page: number;
  perPage: number;
}

export interface Paged<T> {
  items: T[];
  count: number;
}

/** An imported help centre may hold only the required fields: the rest get Zendesk's defaults. */
const EPOCH = '1970-01-01T00:00:00Z';
const entityDefaults = { locale: HELP_LOCALE, html_url: '', created_at: EPOCH, updated_at: EPOCH };

/**
 * Zendesk's snake_case fields as stored in the jsonb column: the database's CamelCasePlugin
 * camel-cases every key it reads, the jsonb's too, so they are turned back here.
 */
export function zendeskKeys(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), value]));
}

type EntityRow = { id: number; name: string; description: string; position: number; data: Record<string, unknown> };

function toCategory(row: EntityRow): HelpCategory {
  return { ...entityDefaults, ...(zendeskKeys(row.data) as Partial<HelpCategory>), id: row.id, name: row.name, description: row.description, position: row.position };
}

function toSection(row: EntityRow & { categoryId: number }): HelpSection {
  return { ...toCategory(row), category_id: row.categoryId };
}

type ArticleRow = { id: number; sectionId: number; title: string; position: number; data: Record<string, unknown> };

function toArticle(row: ArticleRow): HelpArticle {
  return {
    ...entityDefaults,
    body: '',
    label_names: [],
    draft: false,
    promoted: false,
    ...(zendeskKeys(row.data) as Partial<HelpArticle>),
    id: row.id,
    section_id: row.sectionId,
    title: row.title,
    position: row.position,
  };
}

const offset = ({ page, perPage }: PageRequest) => (page - 1) * perPage;

export async function categoryPage(db: Db, request: PageRequest): Promise<Paged<HelpCategory>> {
  const [rows, total] = await Promise.all([
    db.selectFrom('helpCategories').selectAll().orderBy('position').orderBy('id').limit(request.perPage).offset(offset(request)).execute(),
    db.selectFrom('helpCategories').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toCategory), count: Number(total.count) };
}

export async function categoryById(db: Db, id: number): Promise<HelpCategory | undefined> {
  const row = await db.selectFrom('helpCategories').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toCategory(row);
}

/** Sections of one category, or of every category (in category order) when categoryId is null. */
export async function sectionPage(db: Db, categoryId: number | null, request: PageRequest): Promise<Paged<HelpSection>> {
  let rows = db.selectFrom('helpSections as s').innerJoin('helpCategories as c', 'c.id', 's.categoryId').selectAll('s');
  let total = db.selectFrom('helpSections').select((eb) => eb.fn.countAll<string>().as('count'));
  if (categoryId !== null) {
    rows = rows.where('s.categoryId', '=', categoryId);
    total = total.where('categoryId', '=', categoryId);
  }
  const [found, counted] = await Promise.all([
    rows.orderBy('c.position').orderBy('s.position').orderBy('s.id').limit(request.perPage).offset(offset(request)).execute(),
    total.executeTakeFirstOrThrow(),
  ]);
  return { items: found.map(toSection), count: Number(counted.count) };
}

export async function sectionById(db: Db, id: number): Promise<HelpSection | undefined> {
  const row = await db.selectFrom('helpSections').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toSection(row);
}

/** Articles of one section, or of the whole help centre (category, section, article order) when sectionId is null. */
export async function articlePage(db: Db, sectionId: number | null, request: PageRequest): Promise<Paged<HelpArticle>> {
  let rows = db
    .selectFrom('helpArticles as a')
    .innerJoin('helpSections as s', 's.id', 'a.sectionId')
    .innerJoin('helpCategories as c', 'c.id', 's.categoryId')
    .select(['a.id', 'a.sectionId', 'a.title', 'a.position', 'a.data']);
  let total = db.selectFrom('helpArticles').select((eb) => eb.fn.countAll<string>().as('count'));
  if (sectionId !== null) {
    rows = rows.where('a.sectionId', '=', sectionId);
    total = total.where('sectionId', '=', sectionId);
  }
  const [found, counted] = await Promise.all([
    rows.orderBy('c.position').orderBy('s.position').orderBy('a.position').orderBy('a.id').limit(request.perPage).offset(offset(request)).execute(),
    total.executeTakeFirstOrThrow(),
  ]);
  return { items: found.map(toArticle), count: Number(counted.count) };
}

export async function articleById(db: Db, id: number): Promise<HelpArticle | undefined> {
  const row = await db.selectFrom('helpArticles').select(['id', 'sectionId', 'title', 'position', 'data']).where('id', '=', id).executeTakeFirst();
  return row && toArticle(row);
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
export function snippetFor(text: string, query: string): string {
  const lower = text.toLowerCase();
  const words = query.toLowerCase().split(/\W+/).filter((word) => word.length > 2);
  const hits = words.map((word) => lower.indexOf(word)).filter((at) => at >= 0);
  const at = hits.length > 0 ? Math.min(...hits) : 0;
  let start = Math.max(0, at - SNIPPET_LENGTH / 4);
  if (start > 0) start = text.indexOf(' ', start) + 1;
  const end = Math.min(text.length, start + SNIPPET_LENGTH);
  const cut = end < text.length ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, cut > start ? cut : end)}${end < text.length ? '…' : ''}`;
}

/** Title and body as one weighted document (the title counts most), the body's tags dropped. */
const articleDocument = sql`setweight(to_tsvector('english', a.title), 'A') || setweight(to_tsvector('english', regexp_replace(a.data->>'body', '<[^>]+>', ' ', 'g')), 'B')`;
const searchQuery = (text: string) => sql`websearch_to_tsquery('english', ${text})`;

/**
 * Zendesk's article search: full text over title and body, or a title within typo distance of
 * the text (pg_trgm's word similarity), best match first.
 */
export async function searchArticles(db: Db, text: string, request: PageRequest): Promise<Paged<HelpSearchResult>> {
  const matches = sql<SqlBool>`(${articleDocument} @@ ${searchQuery(text)} or ${text} <% a.title)`;
  const [found, counted] = await Promise.all([
    db
      .selectFrom('helpArticles as a')
      .select(['a.id', 'a.sectionId', 'a.title', 'a.position', 'a.data'])
      .where(matches)
      .orderBy(sql`ts_rank(${articleDocument}, ${searchQuery(text)}) + word_similarity(${text}, a.title)`, 'desc')
      .orderBy('a.id')
      .limit(request.perPage)
      .offset(offset(request))
      .execute(),
    db.selectFrom('helpArticles as a').select((eb) => eb.fn.countAll<string>().as('count')).where(matches).executeTakeFirstOrThrow(),
  ]);
  const items = found.map((row) => {
    const article = toArticle(row);
    return { ...article, result_type: 'article' as const, snippet: snippetFor(plainText(article.body), text) };
  });
  return { items, count: Number(counted.count) };
}
