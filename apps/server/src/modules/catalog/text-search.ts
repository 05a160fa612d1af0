/**
 * Which products match a search text, how well, and in which order
 * (docs/decisions/0010-search-per-word.md). PostgreSQL answers per word:
 *
 * - full-text search: the products whose weighted search_vector matches the word's tsquery
 *   (english stemming; the last word as a prefix, as typed), with ts_rank;
 * - typo tolerance: a word that full text does not find is looked up in the catalog's
 *   vocabulary (search_terms: edit distance among words of similar spelling, pg_trgm) and
 *   stands for the nearest catalog words, weighted down by their distance ('snail musin' →
 *   snail, mucin).
 *
 * A text matches the products that match every word (stop words narrow nothing); its relevance is
 * the sum, word by word, of the word's best weighted rank. The answers are kept per word, so a new
 * combination of known words ("jeju rice", "rice jeju") costs no database work at all; PostgreSQL
 * is asked once per new word, and a misspelling costs one lookup among a few hundred words.
 *
 * Everything here belongs to one catalog index (one generation of the catalog) and goes with it.
 */
import type { Db } from '../../db/client';
import { SizedLru } from '../../lib/sized-lru';
import type { CatalogIndex } from './catalog-index';
import { findCloseTerms, matchTerm, searchWords, wordTsQuery } from './search.repository';

/** Products matching a text: catalog index positions and their relevance (float4 values). */
export interface Matches {
  positions: Int32Array;
  relevance: Float32Array;
}

/**
 * The positions whose score is at least `min` (`min` itself excluded when `exclusive`), with their
 * scores: counted first, then written straight into arrays of that size. Pushing onto plain arrays
 * and copying them made ~20 KB of garbage a new text for a catalog of 10,000.
 */
export function matchesOf(scores: Float32Array, min: number, exclusive: boolean): Matches {
  let count = 0;
  for (let i = 0; i < scores.length; i++) {
    const s = scores[i]!;
    if (s > min || (s === min && !exclusive)) count++;
  }
  const positions = new Int32Array(count);
  const relevance = new Float32Array(count);
  let k = 0;
  for (let i = 0; i < scores.length && k < count; i++) {
    const s = scores[i]!;
    if (s > min || (s === min && !exclusive)) {
      positions[k] = i;
      relevance[k++] = s;
    }
  }
  return { positions, relevance };
}

/** One word that narrows a search: the tsqueries that satisfy it, each with its weight. */
export interface WordPlan {
  word: string;
  terms: { query: string; weight: number }[];
}

interface TermMatches {
  stopWord: boolean;
  positions: Int32Array;
  rank: Float32Array;
}

const MAX_CORRECTIONS = 3;
/**
 * Bounds, in 4-byte slots (a match, position and rank or relevance, takes two): 6 MB for the
 * words PostgreSQL answered and 5 MB for texts, which are worked out again from the words in
 * memory when they have been dropped. The words' bound holds the benchmark's whole vocabulary
 * with its prefixes and corrections (~0.95 M slots after 15 s of its random mix): at 0.5 M the
 * least recently used words were dropped and asked again, thousands of rows each, which halved
 * the search rate (bench/README.md).
 */
const MAX_TERM_SLOTS = 1_500_000;
const MAX_TEXT_SLOTS = 1_200_000;
const MAX_KEPT_CORRECTIONS = 20_000;

/**
 * Edits a word may be away from the catalog word it was meant as: none below 4 letters (too
 * little to guess from), 1 at 4, 2 from 5 (a swap of two letters is 2 edits: 'snial'), 3 from 9.
 */
export function typoAllowance(word: string): number {
  return word.length >= 9 ? 3 : word.length >= 5 ? 2 : word.length === 4 ? 1 : 0;
}

const NO_MATCHES: Matches = { positions: new Int32Array(0), relevance: new Float32Array(0) };

export class TextSearch {
  private readonly terms = new SizedLru<TermMatches>(MAX_TERM_SLOTS);
  private readonly corrections = new SizedLru<{ term: string; distance: number }[]>(MAX_KEPT_CORRECTIONS);
  private readonly texts = new SizedLru<Matches>(MAX_TEXT_SLOTS);

  constructor(
    private readonly index: CatalogIndex,
    private readonly db: () => Db,
  ) {}

  /** Which products match `text` and how well. */
  async match(text: string): Promise<Matches> {
    const kept = this.texts.peek(text);
    if (kept) return kept;
    const plan = await this.plan(text);
    let matches = NO_MATCHES;
    if (plan) {
      const words = await Promise.all(plan.map((word) => this.wordMatches(word)));
      matches = this.combine(words);
      this.index.work.giveBack(...words);
    }
    this.texts.set(text, matches, matches.positions.length * 2 || 1);
    return matches;
  }

  /**
   * The words of `text` that narrow the search, with what satisfies each; null when nothing can
   * match (no words, or only stop words).
   */
  async plan(text: string): Promise<WordPlan[] | null> {
    const words = searchWords(text);
    const plans = await Promise.all(words.map((word, i) => this.wordPlan(word, i === words.length - 1)));
    const narrowing = plans.filter((p): p is WordPlan => p !== null);
    return narrowing.length ? narrowing : null;
  }

  private async wordPlan(word: string, last: boolean): Promise<WordPlan | null> {
    const query = wordTsQuery(word, last);
    const own = await this.term(query);
    if (own.stopWord) return null;
    const maxDistance = typoAllowance(word);
    if (own.positions.length > 0 || maxDistance === 0) return { word, terms: [{ query, weight: 1 }] };
    const close = await this.corrections.get(
      `${last ? '*' : '='}${word}`,
      () => findCloseTerms(this.db(), word, maxDistance, last),
      () => 1,
    );
    const nearest = close[0]?.distance;
    const terms = close
      // The nearest words only ('ricee': rice at 1, not rich at 2), and only plain words go into
      // a tsquery (the vocabulary splits words on ASCII punctuation only).
      .filter((c) => c.distance === nearest && searchWords(c.term).join(' ') === c.term)
      .slice(0, MAX_CORRECTIONS)
      .map((c) => ({ query: wordTsQuery(c.term, false), weight: Math.fround(1 / (1 + c.distance)) }));
    return { word, terms: terms.length ? terms : [{ query, weight: 1 }] };
  }

  private term(query: string): Promise<TermMatches> | TermMatches {
    return this.terms.get(
      query,
      async () => {
        const { stopWord, rows } = await matchTerm(this.db(), query);
        const positions: number[] = [];
        const rank: number[] = [];
        for (const row of rows) {
          const at = this.index.position.get(row.id);
          // A product added after the index was read: the change's invalidation is on its way.
          if (at === undefined) continue;
          positions.push(at);
          rank.push(row.rank);
        }
        return { stopWord, positions: Int32Array.from(positions), rank: Float32Array.from(rank) };
      },
      (t) => t.positions.length * 2 || 1,
    );
  }

  /** A word's best weighted rank per product (-1 where it does not match), in float4 arithmetic. */
  private async wordMatches(word: WordPlan): Promise<Float32Array> {
    const best = this.index.work.float32().fill(-1);
    for (const { query, weight } of word.terms) {
      const { positions, rank } = await this.term(query);
      for (let k = 0; k < positions.length; k++) {
        const score = Math.fround(rank[k]! * weight);
        const at = positions[k]!;
        if (score > best[at]!) best[at] = score;
      }
    }
    return best;
  }

  /**
   * Products matching every word, relevance summed in word order (as float4 sums), written into
   * the first word's array (-1 where a word does not match).
   */
  private combine(words: Float32Array[]): Matches {
    const first = words[0]!;
    for (let at = 0; at < first.length; at++) {
      let sum = first[at]!;
      for (let w = 1; w < words.length && sum >= 0; w++) {
        const score = words[w]![at]!;
        sum = score < 0 ? -1 : Math.fround(sum + score);
      }
      first[at] = sum;
    }
    return matchesOf(first, 0, false);
  }
}
