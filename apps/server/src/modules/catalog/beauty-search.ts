/**
 * Search that speaks beauty (docs/product.md#the-api, docs/decisions/0019-search-that-speaks-beauty.md).
 * A text is read with the shared beauty vocabulary (interpretQuery: synonyms, glossary names,
 * brands, typo corrections, stop words). Each understood phrase scores the products that answer
 * it from their structured facts, in memory: a product type or brand (and a name that mentions
 * it) above a key ingredient, above a concern, skin type, free-from claim or an ingredient further
 * down the label. Words nothing understands, and phrases no product answers, go to the per-word
 * PostgreSQL text search of ADR 0010 (name above description), and must all match.
 *
 * An understood phrase's own words also count as text, in the lowest tier (a description that
 * mentions "snail"). A product's relevance is the sum over the phrases (and the other words) of
 * its best answer to each. When the query has several parts, products below a fifth of the best
 * relevance are left out: they answer a minor part only ("dry skin" alone, for "moisturizer for
 * dry skin"). A part that nothing answers never makes the query fail while another part is
 * answered; with nothing understood, every word must match ('No Products Found' otherwise).
 *
 * Everything here belongs to one catalog index and goes with it; answers are kept per text.
 */
import {
  STOP_WORDS,
  interpretQuery,
  type QueryInterpretation,
  type QueryPhrase,
  type SearchSort,
} from '@seoul-glow/shared';
import { SizedLru } from '../../lib/sized-lru';
import type { CatalogIndex } from './catalog-index';
import { MatchOrder } from './match-order';
import { WEIGHTS, scorePhrase } from './phrase-scores';
import type { Matches, TextSearch } from './text-search';

/** Relevance below best / FLOOR_RATIO is left out when the query was understood. */
const FLOOR_RATIO = 5;

/** An order of index positions with, for a relevance order, each position's relevance beside it. */
export interface RankedOrder {
  order: Int32Array;
  relevance: Float32Array | null;
}

const MAX_TEXT_SLOTS = 1_200_000;
const MAX_PHRASE_SLOTS = 1_000_000;
const MAX_ORDER_SLOTS = 1_600_000;
const NO_MATCHES: Matches = { positions: new Int32Array(0), relevance: new Float32Array(0) };

export class BeautySearch {
  private readonly texts = new SizedLru<Matches>(MAX_TEXT_SLOTS);
  private readonly phrases = new SizedLru<Matches>(MAX_PHRASE_SLOTS);
  private readonly orders = new SizedLru<RankedOrder>(MAX_ORDER_SLOTS);
  private readonly n: number;
  private readonly sorter: MatchOrder;

  constructor(
    private readonly index: CatalogIndex,
    private readonly textSearch: TextSearch,
  ) {
    this.n = index.ids.length;
    this.sorter = new MatchOrder(index);
  }

  /** Positions matching `text` (lower-cased, non-empty) in `sort`'s order. */
  async order(text: string, sort: SearchSort): Promise<RankedOrder> {
    const key = `${sort}\u0000${text}`;
    const kept = this.orders.peek(key);
    if (kept) return kept;
    const matches = await this.match(text);
    const ranked =
      sort === 'featured'
        ? this.sorter.byRelevance(matches)
        : { order: this.sorter.bySort(matches, sort), relevance: null };
    this.orders.set(key, ranked, ranked.order.length * (ranked.relevance ? 2 : 1) || 1);
    return ranked;
  }

  /** Which products match `text` and how well. */
  match(text: string): Promise<Matches> | Matches {
    return this.texts.get(
      text,
      () => this.compute(text),
      (m) => m.positions.length * 2 || 1,
    );
  }

  private async compute(text: string): Promise<Matches> {
    const reading = interpretQuery(text, { brands: this.index.beauty.brands });
    const total = this.index.work.float32();
    try {
      return await this.sum(reading, total);
    } finally {
      this.index.work.giveBack(total);
    }
  }

  /** The phrases' and the other words' answers summed into `total` (zeroed), then kept as matches. */
  private async sum(reading: QueryInterpretation, total: Float32Array): Promise<Matches> {
    let units = 0;
    for (const phrase of reading.phrases) {
      const scores = await this.phraseMatches(phrase);
      if (scores.positions.length === 0) continue;
      for (let k = 0; k < scores.positions.length; k++) {
        const at = scores.positions[k]!;
        total[at] = total[at]! + scores.relevance[k]!;
      }
      units++;
    }
    if (reading.terms.length) {
      const matched = await this.textSearch.match(reading.terms.join(' '));
      if (units === 0) return matched;
      for (let k = 0; k < matched.positions.length; k++) {
        const at = matched.positions[k]!;
        total[at] = total[at]! + matched.relevance[k]! * WEIGHTS.text;
      }
      if (matched.positions.length) units++;
    }
    if (units === 0) return NO_MATCHES;
    let best = 0;
    for (let i = 0; i < this.n; i++) if (total[i]! > best) best = total[i]!;
    // With several parts understood, products answering only a minor one are left out.
    const floor = units > 1 ? best / FLOOR_RATIO : 0;
    const positions: number[] = [];
    const relevance: number[] = [];
    for (let i = 0; i < this.n; i++) {
      if (total[i]! > 0 && total[i]! >= floor) {
        positions.push(i);
        relevance.push(total[i]!);
      }
    }
    return { positions: Int32Array.from(positions), relevance: Float32Array.from(relevance) };
  }

  /**
   * The products answering one phrase and how well, kept per phrase: a new text made of phrases
   * seen before ("serum" and "dry skin" in "serum for dry skin") costs only their sum.
   */
  private phraseMatches(phrase: QueryPhrase): Promise<Matches> | Matches {
    return this.phrases.get(
      phrase.words.join(' '),
      async () => {
        // The phrase's own words in names and descriptions: the lowest tier, and what answers a
        // phrase the structured facts do not (a description that mentions "snail"). Without
        // stop words: "dry skin" is searched as "dry" (nearly every description says skin).
        const own = phrase.words.filter((w) => !STOP_WORDS.has(w));
        const words = own.length ? await this.textSearch.match(own.join(' ')) : NO_MATCHES;
        const scores = this.index.work.float32();
        scorePhrase(this.index, phrase, scores);
        for (let k = 0; k < words.positions.length; k++) {
          const at = words.positions[k]!;
          scores[at] = scores[at]! + words.relevance[k]! * WEIGHTS.phraseText;
        }
        const positions: number[] = [];
        const relevance: number[] = [];
        for (let i = 0; i < this.n; i++) {
          if (scores[i]! > 0) {
            positions.push(i);
            relevance.push(scores[i]!);
          }
        }
        this.index.work.giveBack(scores);
        return { positions: Int32Array.from(positions), relevance: Float32Array.from(relevance) };
      },
      (m) => m.positions.length * 2 || 1,
    );
  }
}
