import { sql, type Kysely } from 'kysely';
import type { ListingType } from '@app/shared/api-contract/application-search';
import type { Database } from '../../db/schema.ts';
import { correctedText, searchTerms, type Candidate } from './search-correction.ts';

type Db = Kysely<Database>;

/** The help centre's scope in search_words; every other scope is a catalog listing. */
const HELP_CENTRE_SCOPE = 'help-centre';

/** Where a search looks: the catalog (one listing of it, or all) or the help centre. */
export type SearchScope = { kind: 'catalog'; listing?: ListingType | undefined } | { kind: 'help-centre' };

/** How many of the nearest words (by trigram distance) are weighed as the word meant. */
const CANDIDATES = 8;

/** Each word once (with its documents in every listing), nearest first, at most CANDIDATES. */
function nearest(rows: readonly Candidate[]): Candidate[] {
  const byWord = new Map<string, Candidate>();
  for (const row of rows) {
    const seen = byWord.get(row.word);
    byWord.set(row.word, seen ? { ...seen, documents: seen.documents + row.documents } : row);
  }
  return [...byWord.values()].slice(0, CANDIDATES);
}

/** Rebuilds the word list from the catalog and the help centre (migration 0014); run it in the transaction that wrote them. */
export async function refreshSearchWords(db: Db): Promise<void> {
  await sql`select refresh_search_words()`.execute(db);
}

/**
 * The search text with its misspelt words corrected ("avocdo" -> "avocado"), or null when every
 * word is one the scope's content holds (by itself or by its stem, so "avocados" stands) or none
 * is near enough to a word it holds. A word is known anywhere in the catalog; its corrections come
 * from the listing searched. One query, whatever the number of words.
 */
export async function searchCorrection(db: Db, text: string, scope: SearchScope): Promise<string | null> {
  const words = searchTerms(text);
  if (words.length === 0) return null;
  const known = scope.kind === 'help-centre' ? sql`s.scope = ${HELP_CENTRE_SCOPE}` : sql`s.scope <> ${HELP_CENTRE_SCOPE}`;
  const suggested = scope.kind === 'catalog' && scope.listing ? sql`s.scope = ${scope.listing}` : known;
  // Whether each word is known is settled first (by the word and stem indexes); only an unknown
  // word's nearest words are read, in trigram distance order. A word listed in several listings
  // comes once per listing, so a few more are read than are weighed.
  const { rows } = await sql<{ word: string; known: boolean; candidates: Candidate[] | null }>`
    with terms as materialized (
      select q.word,
        exists (select 1 from search_words s where s.word = q.word and ${known})
          or exists (select 1 from search_words s where s.stem = st.stem and ${known}) as known
      from unnest(${words}::text[]) as q(word)
      cross join lateral (select coalesce((ts_lexize('english_stem', q.word))[1], q.word) as stem) st
    )
    select t.word, t.known,
      case when t.known then null else (
        select json_agg(json_build_object('word', c.word, 'similarity', c.similarity, 'documents', c.documents))
        from (
          select s.word, similarity(s.word, t.word) as similarity, s.documents
          from search_words s
          where ${suggested}
          order by s.word <-> t.word
          limit ${CANDIDATES * 3}
        ) c
      ) end as candidates
    from terms t
  `.execute(db);
  return correctedText(
    text,
    rows.map((row) => ({ ...row, candidates: nearest(row.candidates ?? []) })),
  );
}
