import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { HelpArticleSort } from '@app/shared/api-contract/help-center';
import type { Database } from '../../db/schema.ts';
import type { CursorKey, CursorPage, HelpOrder, HelpWindow, KeyTypes } from './help-center-paging.ts';
import { EPOCH, type ArticleRow, type CategoryRow, type SectionRow } from './help-center-records.ts';
import { searchCorrection } from '../search-words/search-words-repository.ts';

type Db = Kysely<Database>;

/** One column of a list's order, and what its values are (for cursors). */
interface SortKey {
  expr: RawBuilder<unknown>;
  type: 'number' | 'string';
}

const column = (ref: string): SortKey => ({ expr: sql`${sql.ref(ref)}`, type: 'number' });
/** A Zendesk time of the record, as stored (ISO 8601, so text order is time order). */
const stamp = (alias: string, ...fields: string[]): SortKey => ({
  expr: sql`coalesce(${sql.join(fields.map((field) => sql`${sql.ref(`${alias}.data`)}->>${sql.lit(field)}`))}, ${sql.lit(EPOCH)})`,
  type: 'string',
});
const created = (alias: string) => stamp(alias, 'created_at');
const updated = (alias: string) => stamp(alias, 'updated_at', 'created_at');

/**
 * Each list's orders, every one ending in the id so that no two rows tie (a cursor names one row).
 * "position" is the help centre's own order: category, then section, then article.
 */
const CATEGORY_ORDERS: Record<string, readonly SortKey[]> = {
  position: [column('c.position'), column('c.id')],
  created_at: [created('c'), column('c.id')],
  updated_at: [updated('c'), column('c.id')],
};
const SECTION_ORDERS: Record<string, readonly SortKey[]> = {
  position: [column('c.position'), column('s.position'), column('s.id')],
  created_at: [created('s'), column('s.id')],
  updated_at: [updated('s'), column('s.id')],
};
const ARTICLE_ORDERS: Record<HelpArticleSort, readonly SortKey[]> = {
  position: [column('c.position'), column('s.position'), column('a.position'), column('a.id')],
  title: [{ expr: sql`a.title`, type: 'string' }, column('a.id')],
  created_at: [created('a'), column('a.id')],
  updated_at: [updated('a'), column('a.id')],
  edited_at: [stamp('a', 'edited_at', 'updated_at', 'created_at'), column('a.id')],
};

const keyTypes = (keys: readonly SortKey[]): KeyTypes => keys.map((key) => key.type);
export const categoryKeyTypes = (sortBy: string) => keyTypes(CATEGORY_ORDERS[sortBy]!);
export const sectionKeyTypes = (sortBy: string) => keyTypes(SECTION_ORDERS[sortBy]!);
export const articleKeyTypes = (sortBy: HelpArticleSort) => keyTypes(ARTICLE_ORDERS[sortBy]);

/** A list's rows: with the count of all its rows (offset paging) or where the page lies (cursor paging). */
export interface Listed<T> {
  rows: T[];
  count: number;
  cursor: CursorPage | null;
}

export interface ListRequest {
  order: HelpOrder;
  window: HelpWindow;
}

/** How one list reads a window of rows: the keys selected as k0, k1..., in this order, past this boundary. */
type Fetch<R> = (part: {
  keys: ReturnType<typeof keyColumns>;
  where: RawBuilder<SqlBool> | null;
  orderBy: RawBuilder<unknown>;
  limit: number;
  offset: number;
}) => Promise<R[]>;

const keyColumns = (keys: readonly SortKey[]) => keys.map((key, index) => key.expr.as(`k${index}`));
const keyOf = (row: Record<string, unknown>, keys: readonly SortKey[]): CursorKey =>
  keys.map((_, index) => row[`k${index}`] as string | number);
const orderBy = (keys: readonly SortKey[], direction: 'asc' | 'desc') =>
  sql.join(keys.map((key) => sql`${key.expr} ${sql.raw(direction)}`));

/**
 * The rows of one page: by offset, or past a cursor. A cursor page is read one row long (to know
 * whether more follow) with a row comparison on the order's columns, which both databases answer
 * from the order itself; a page before a cursor is read backwards and turned round.
 */
async function windowed<R extends Record<string, unknown>>(
  keys: readonly SortKey[],
  request: ListRequest,
  fetch: Fetch<R>,
  count: () => Promise<number>,
): Promise<Listed<R>> {
  const { window, order } = request;
  const columns = keyColumns(keys);
  if (window.kind === 'offset') {
    const [rows, total] = await Promise.all([
      fetch({
        keys: columns,
        where: null,
        orderBy: orderBy(keys, order.order),
        limit: window.perPage,
        offset: (window.page - 1) * window.perPage,
      }),
      count(),
    ]);
    return { rows, count: total, cursor: null };
  }
  const backwards = window.before !== null;
  const direction = backwards === (order.order === 'asc') ? 'desc' : 'asc';
  const boundary = window.before ?? window.after;
  const where = boundary
    ? sql<SqlBool>`(${sql.join(keys.map((key) => key.expr))}) ${sql.raw(direction === 'asc' ? '>' : '<')} (${sql.join(boundary.map((value) => sql.val(value)))})`
    : null;
  const read = await fetch({ keys: columns, where, orderBy: orderBy(keys, direction), limit: window.size + 1, offset: 0 });
  const more = read.length > window.size;
  const rows = read.slice(0, window.size);
  if (backwards) rows.reverse();
  return {
    rows,
    count: rows.length,
    cursor: {
      firstKey: rows.length > 0 ? keyOf(rows[0]!, keys) : null,
      lastKey: rows.length > 0 ? keyOf(rows[rows.length - 1]!, keys) : null,
      hasAfter: backwards || more,
      hasBefore: backwards ? more : window.after !== null,
    },
  };
}

const countOf = (row: { count: string | number | bigint }) => Number(row.count);

export function categoryPage(db: Db, request: ListRequest): Promise<Listed<CategoryRow>> {
  return windowed(
    CATEGORY_ORDERS[request.order.sortBy]!,
    request,
    ({ keys, where, orderBy: order, limit, offset }) => {
      let rows = db.selectFrom('helpCategories as c').select(['c.id', 'c.name', 'c.description', 'c.position', 'c.data']).select(keys);
      if (where) rows = rows.where(where);
      return rows.orderBy(order).limit(limit).offset(offset).execute();
    },
    async () =>
      countOf(
        await db
          .selectFrom('helpCategories')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .executeTakeFirstOrThrow(),
      ),
  );
}

export async function categoryById(db: Db, id: number): Promise<CategoryRow | undefined> {
  return db.selectFrom('helpCategories').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Sections of one category, or of every category when categoryId is null. */
export function sectionPage(db: Db, categoryId: number | null, request: ListRequest): Promise<Listed<SectionRow>> {
  return windowed(
    SECTION_ORDERS[request.order.sortBy]!,
    request,
    ({ keys, where, orderBy: order, limit, offset }) => {
      let rows = db
        .selectFrom('helpSections as s')
        .innerJoin('helpCategories as c', 'c.id', 's.categoryId')
        .select(['s.id', 's.categoryId', 's.name', 's.description', 's.position', 's.data'])
        .select(keys);
      if (categoryId !== null) rows = rows.where('s.categoryId', '=', categoryId);
      if (where) rows = rows.where(where);
      return rows.orderBy(order).limit(limit).offset(offset).execute();
    },
    async () => {
      let total = db.selectFrom('helpSections').select((eb) => eb.fn.countAll<string>().as('count'));
      if (categoryId !== null) total = total.where('categoryId', '=', categoryId);
      return countOf(await total.executeTakeFirstOrThrow());
    },
  );
}

export async function sectionById(db: Db, id: number): Promise<SectionRow | undefined> {
  return db.selectFrom('helpSections').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Which articles a list holds: one section's, one category's or all; with every one of these labels (case-sensitive). */
export interface ArticleScope {
  sectionId?: number;
  categoryId?: number;
  labels: readonly string[];
}

function articleRows(db: Db, scope: ArticleScope) {
  let rows = db
    .selectFrom('helpArticles as a')
    .innerJoin('helpSections as s', 's.id', 'a.sectionId')
    .innerJoin('helpCategories as c', 'c.id', 's.categoryId')
    .select(['a.id', 'a.sectionId', 'a.title', 'a.position', 'a.data']);
  if (scope.sectionId !== undefined) rows = rows.where('a.sectionId', '=', scope.sectionId);
  if (scope.categoryId !== undefined) rows = rows.where('s.categoryId', '=', scope.categoryId);
  if (scope.labels.length > 0) rows = rows.where(sql<SqlBool>`a.data->'label_names' @> ${JSON.stringify(scope.labels)}::jsonb`);
  return rows;
}

export function articlePage(db: Db, scope: ArticleScope, request: ListRequest): Promise<Listed<ArticleRow>> {
  return windowed(
    ARTICLE_ORDERS[request.order.sortBy as HelpArticleSort],
    request,
    ({ keys, where, orderBy: order, limit, offset }) => {
      let rows = articleRows(db, scope).select(keys);
      if (where) rows = rows.where(where);
      return rows.orderBy(order).limit(limit).offset(offset).execute();
    },
    async () =>
      countOf(
        await articleRows(db, scope)
          .clearSelect()
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .executeTakeFirstOrThrow(),
      ),
  );
}

export async function articleById(db: Db, id: number): Promise<ArticleRow | undefined> {
  return db.selectFrom('helpArticles').select(['id', 'sectionId', 'title', 'position', 'data']).where('id', '=', id).executeTakeFirst();
}

/** Title and body as one weighted document (the title counts most), the body's tags dropped. */
const articleDocument = sql`setweight(to_tsvector('english', a.title), 'A') || setweight(to_tsvector('english', regexp_replace(a.data->>'body', '<[^>]+>', ' ', 'g')), 'B')`;
const searchQuery = (text: string) => sql`websearch_to_tsquery('english', ${text})`;

/** Zendesk's search filters: any of these categories, sections, and labels (one is enough, any case). */
export interface SearchFilters {
  text: string | null;
  categoryIds: readonly number[];
  sectionIds: readonly number[];
  labels: readonly string[];
}

/**
 * Zendesk's article search: full text over title and body, or a title within typo distance of
 * the text (pg_trgm's word similarity), best match first unless sorted by a time; filtered by
 * category, section and labels. Without text, the help centre's own order. A misspelt word
 * ("refnud") is corrected from the help centre's own words (search-words): what only the
 * corrected text matches follows the text's own matches, and the corrected text is returned.
 */
export async function searchArticles(
  db: Db,
  filters: SearchFilters,
  order: HelpOrder,
  window: { page: number; perPage: number },
): Promise<Listed<ArticleRow> & { correctedQuery?: string }> {
  const { text } = filters;
  const corrected = text === null ? null : await searchCorrection(db, text, { kind: 'help-centre' });
  const matching = (search: string) => sql<SqlBool>`(${articleDocument} @@ ${searchQuery(search)} or ${search} <% a.title)`;
  let rows = articleRows(db, { labels: [] });
  if (text !== null) rows = rows.where(corrected ? sql<SqlBool>`(${matching(text)} or ${matching(corrected)})` : matching(text));
  if (filters.categoryIds.length > 0) rows = rows.where('s.categoryId', 'in', filters.categoryIds);
  if (filters.sectionIds.length > 0) rows = rows.where('a.sectionId', 'in', filters.sectionIds);
  if (filters.labels.length > 0) {
    const wanted = filters.labels.map((label) => label.toLowerCase());
    rows = rows.where(
      sql<SqlBool>`exists (select 1 from jsonb_array_elements_text(case when jsonb_typeof(a.data->'label_names') = 'array' then a.data->'label_names' else '[]'::jsonb end) as label where lower(label) in (${sql.join(wanted)}))`,
    );
  }
  const keys =
    order.sortBy === 'relevance' ? (text === null ? ARTICLE_ORDERS.position : null) : ARTICLE_ORDERS[order.sortBy as HelpArticleSort];
  const ranked = corrected ?? text!;
  const ordered = keys
    ? rows.orderBy(orderBy(keys, order.order))
    : rows
        .$if(corrected !== null, (query) => query.orderBy(matching(text!), 'desc'))
        .orderBy(sql`ts_rank(${articleDocument}, ${searchQuery(ranked)}) + word_similarity(${ranked}, a.title)`, order.order)
        .orderBy('a.id');
  const [found, counted] = await Promise.all([
    ordered
      .limit(window.perPage)
      .offset((window.page - 1) * window.perPage)
      .execute(),
    rows
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: found, count: countOf(counted), cursor: null, ...(corrected ? { correctedQuery: corrected } : {}) };
}
