import { sql, type Kysely } from 'kysely';

/**
 * The catalog at speed (issue 9), and the regional names of ingredients.
 *
 * - content_items.search_vector becomes a generated column: the same weighted vector the writer
 *   used to compute in a second UPDATE (titles A, summary B, the item's words C), now kept by
 *   PostgreSQL on every insert or update, so no write path can leave it stale. Its GIN index is
 *   rebuilt with it.
 * - catalog_search_matches(text): the ids a search matches with their rank. It runs with
 *   sequential scans off (a function-level setting, so a search needs no transaction and no SET
 *   LOCAL round trips): on a catalog this size the planner prefers a scan, which computes the
 *   trigram similarity of every title, where the GIN indexes answer in a few ms.
 * - (kind, sort_key, content_id): an item's related items (same kind, catalog order) are read from
 *   the index in order instead of filtering every item of the catalog.
 * - Foods and recipe ingredients keep their UK and US names where the wording differs (courgette,
 *   coriander...); an ingredient takes its food's by rule when the catalog is written.
 */
const SEARCH_VECTOR = sql`setweight(to_tsvector('english'::regconfig, search_titles), 'A') ||
  setweight(to_tsvector('english'::regconfig, summary), 'B') ||
  setweight(to_tsvector('english'::regconfig, search_words), 'C')`;

const REGIONAL_NAME_COLUMNS = ['name_uk', 'name_plural_uk', 'name_us', 'name_plural_us'];

const up = [
  sql`alter table content_items drop column search_vector`,
  sql`alter table content_items add column search_vector tsvector generated always as (${SEARCH_VECTOR}) stored`,
  sql`create index content_items_search_idx on content_items using gin (search_vector)`,
  sql`create index content_items_kind_order_idx on content_items (kind, sort_key, content_id)`,
  sql`create function catalog_search_matches(search text) returns table (content_id integer, rank real)
    language sql stable
    set enable_seqscan = off
    rows 100
    as $$
      select ci.content_id,
        ts_rank(ci.search_vector, websearch_to_tsquery('english', search)) + word_similarity(search, ci.search_titles)
      from content_items ci
      where ci.search_vector @@ websearch_to_tsquery('english', search) or search <% ci.search_titles
    $$`,
  ...['foods', 'recipe_ingredients'].flatMap((table) =>
    REGIONAL_NAME_COLUMNS.map((column) => sql`alter table ${sql.table(table)} add column ${sql.ref(column)} text`),
  ),
];

export const catalogSpeed = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await statement.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['foods', 'recipe_ingredients']) {
      for (const column of REGIONAL_NAME_COLUMNS)
        await sql`alter table ${sql.table(table)} drop column if exists ${sql.ref(column)}`.execute(db);
    }
    await sql`drop function if exists catalog_search_matches(text)`.execute(db);
    await sql`drop index if exists content_items_kind_order_idx`.execute(db);
    await sql`alter table content_items drop column search_vector`.execute(db);
    await sql`alter table content_items add column search_vector tsvector`.execute(db);
    await sql`update content_items set search_vector = ${SEARCH_VECTOR}`.execute(db);
    await sql`create index content_items_search_idx on content_items using gin (search_vector)`.execute(db);
  },
};
