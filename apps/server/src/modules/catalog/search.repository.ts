import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, searchTerms } from '../../db/schema';
import { NamedStatement, ph } from '../../lib/named-statement';

/**
 * The words of a search text as search reads them: lower-cased runs of letters and digits, so
 * a word can never be tsquery syntax.
 */
export function searchWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** One word's tsquery: the last word of a text is matched as a prefix, as typed ("sna" → snail). */
export function wordTsQuery(word: string, prefix: boolean): string {
  return prefix ? `${word}:*` : word;
}

/**
 * Products matching one word's tsquery, with its ts_rank (a float4, exact in a Float32Array).
 * The first row is a marker (id -1) whose `rank` is the number of lexemes the query kept: 0 for
 * a stop word ("the", "and"), which full-text search ignores and so must not narrow a search.
 * Planned once per connection (named statement): the catalog asks it once per new word.
 */
const termStatement = new NamedStatement<{ query: string }, { id: number; rank: number }>(
  'catalog_term',
  sql`SELECT -1 AS id, numnode(q)::real AS rank FROM to_tsquery('english', ${ph('query')}::text) AS q
    UNION ALL
    SELECT ${products.id}, ts_rank(${products.searchVector}, q)
    FROM ${products}, to_tsquery('english', ${ph('query')}::text) AS q
    WHERE ${products.searchVector} @@ q`,
);

export interface TermRows {
  stopWord: boolean;
  rows: { id: number; rank: number }[];
}

export async function matchTerm(db: Db, query: string): Promise<TermRows> {
  const rows = await termStatement.run(db, { query });
  const marker = rows[0];
  return { stopWord: !marker || marker.rank === 0, rows: rows.slice(1) };
}

/**
 * Catalog words a word that full-text search does not find was probably meant as (search_terms):
 * those within `maxDistance` edits (fuzzystrmatch's Levenshtein distance; for the last word, as
 * typed, also of the word's beginning: 'hyalr' → hyaluronic), found among the words with the
 * same first letter and a similar length or a similar trigram set (pg_trgm), closest first, then
 * the more common word.
 */
const closeTermsStatement = new NamedStatement<
  { word: string; maxDistance: number; prefix: boolean },
  { term: string; distance: number }
>(
  'catalog_close_terms',
  sql`SELECT term, distance FROM (
      SELECT ${searchTerms.term} AS term, ${searchTerms.products} AS products,
        least(
          levenshtein_less_equal(${ph('word')}::text, ${searchTerms.term}, ${ph('maxDistance')}::int),
          CASE WHEN ${ph('prefix')}::boolean
            THEN levenshtein_less_equal(${ph('word')}::text, left(${searchTerms.term}, length(${ph('word')}::text)), ${ph('maxDistance')}::int)
          END
        ) AS distance
      FROM ${searchTerms}
      WHERE (
          left(${searchTerms.term}, 1) = left(${ph('word')}::text, 1)
          AND length(${searchTerms.term}) >= length(${ph('word')}::text) - ${ph('maxDistance')}::int
          AND (${ph('prefix')}::boolean OR length(${searchTerms.term}) <= length(${ph('word')}::text) + ${ph('maxDistance')}::int)
        ) OR ${searchTerms.term} % ${ph('word')}::text
    ) AS candidates
    WHERE distance <= ${ph('maxDistance')}::int
    ORDER BY distance, products DESC, term
    LIMIT 5`,
);

export function findCloseTerms(
  db: Db,
  word: string,
  maxDistance: number,
  prefix: boolean,
): Promise<{ term: string; distance: number }[]> {
  return closeTermsStatement.run(db, { word, maxDistance, prefix });
}
