import { sql, type Kysely } from 'kysely';

/**
 * Search that forgives a typo (issue 28): search_words holds every distinct word a search can
 * match, per scope (each catalog listing an item is in, and 'help-centre' for the help centre's
 * articles), with its English stem and how many documents hold it. A misspelt word of a search
 * ("avocdo") is one the list does not hold, by itself or by its stem; the nearest words of its
 * scope by trigram distance (pg_trgm, a GiST index) are its candidates (features/search-words).
 *
 * The words are those each search reads: a catalog item's titles, summary and search words
 * (ingredients in every region's name, tags, targets, exercises), and a help article's title and
 * body. refresh_search_words() rebuilds the list from those tables; writing the catalog (the seed
 * and the import) calls it in the same transaction, so the list never lags behind the content.
 * Only words of letters count: numbers, hyphenated compounds and addresses are never corrected.
 */
const up = [
  sql`create table search_words (
    scope text not null,
    word text not null,
    stem text not null,
    documents integer not null check (documents > 0),
    primary key (word, scope)
  )`,
  sql`create index search_words_word_trgm_idx on search_words using gist (word gist_trgm_ops)`,
  sql`create index search_words_stem_idx on search_words (stem)`,
  sql`create function refresh_search_words() returns void
    language sql
    as $$
      delete from search_words;
      insert into search_words (scope, word, stem, documents)
      select w.scope, w.word, coalesce((ts_lexize('english_stem', w.word))[1], w.word), count(*)
      from (
        select listing as scope, unnest(tsvector_to_array(to_tsvector('simple', ci.search_titles || ' ' || ci.summary || ' ' || ci.search_words))) as word
        from content_items ci, unnest(ci.listings) listing
        union all
        select 'help-centre', unnest(tsvector_to_array(to_tsvector('simple', a.title || ' ' || regexp_replace(coalesce(a.data->>'body', ''), '<[^>]+>', ' ', 'g'))))
        from help_articles a
      ) w
      where length(w.word) >= 3 and w.word ~ '^[a-zß-ÿĀ-ſ]+$'
      group by w.scope, w.word;
    $$`,
  sql`select refresh_search_words()`,
  // A search and its corrected text: what the search itself matches (exact) before what only the
  // corrected text matches, each by its rank.
  sql`create function catalog_search_matches(search text, corrected text) returns table (content_id integer, exact boolean, rank real)
    language sql stable
    rows 100
    as $$
      select distinct on (m.content_id) m.content_id, m.exact, m.rank
      from (
        select s.content_id, true as exact, s.rank from catalog_search_matches(search) s
        union all
        select c.content_id, false, c.rank from catalog_search_matches(corrected) c where corrected is not null
      ) m
      order by m.content_id, m.exact desc, m.rank desc
    $$`,
];

export const searchWords = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await statement.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop function if exists catalog_search_matches(text, text)`.execute(db);
    await sql`drop function if exists refresh_search_words()`.execute(db);
    await sql`drop table if exists search_words`.execute(db);
  },
};
