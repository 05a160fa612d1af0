/**
 * Search that speaks beauty (docs/product.md#the-api, docs/decisions/0012-search-that-speaks-beauty.md).
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
  SKIN_CONCERNS,
  interpretQuery,
  type PhraseMeaning,
  type QueryPhrase,
  type SearchSort,
} from '@seoul-glow/shared';
import { SizedLru } from '../../lib/sized-lru';
import { CONCERN_BIT, FREE_FROM_BIT, SKIN_BIT, TYPE_CODE, maskOf } from './beauty-index';
import { catalogOrder, type CatalogIndex } from './catalog-index';
import type { Matches, TextSearch } from './text-search';

/** How much answering a phrase is worth, by what answers it. */
export const WEIGHTS = {
  type: 60,
  typeInName: 40,
  brand: 100,
  category: 30,
  keyIngredient: 50,
  ingredient: 25,
  ingredientInName: 40,
  concern: 30,
  /** A concern answered with a key ingredient the skin-concern knowledge names for it. */
  concernIngredient: 10,
  concernInName: 20,
  skinType: 20,
  freeFrom: 20,
  /**
   * Per unit of text relevance (ts_rank: ~0.6 for a word in the name, ~0.25 in the description):
   * of words nothing understands, and of an understood phrase's own words.
   */
  text: 100,
  phraseText: 40,
} as const;

/** Relevance below best / FLOOR_RATIO is left out when the query was understood. */
const FLOOR_RATIO = 5;

/** An order of index positions with, for a relevance order, each position's relevance beside it. */
export interface RankedOrder {
  order: Int32Array;
  relevance: Float32Array | null;
}

const MAX_TEXT_SLOTS = 1_200_000;
const MAX_ORDER_SLOTS = 1_600_000;
const RANK_BITS = 2 ** 21;
const NO_MATCHES: Matches = { positions: new Int32Array(0), relevance: new Float32Array(0) };

export class BeautySearch {
  private readonly texts = new SizedLru<Matches>(MAX_TEXT_SLOTS);
  private readonly orders = new SizedLru<RankedOrder>(MAX_ORDER_SLOTS);
  private readonly n: number;

  constructor(
    private readonly index: CatalogIndex,
    private readonly textSearch: TextSearch,
  ) {
    this.n = index.ids.length;
  }

  /** Positions matching `text` (lower-cased, non-empty) in `sort`'s order. */
  async order(text: string, sort: SearchSort): Promise<RankedOrder> {
    const key = `${sort}\u0000${text}`;
    const kept = this.orders.peek(key);
    if (kept) return kept;
    const matches = await this.match(text);
    const ranked =
      sort === 'featured'
        ? this.relevanceOrder(matches)
        : { order: this.filteredOrder(matches, sort), relevance: null };
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
    const total = new Float32Array(this.n);
    let units = 0;
    for (const phrase of reading.phrases) {
      const scores = new Float32Array(this.n);
      const structured = this.scorePhrase(phrase, scores);
      // The phrase's own words in names and descriptions: the lowest tier, and what answers a
      // phrase the structured facts do not (a description that mentions "snail").
      const words = await this.textSearch.match(phrase.words.join(' '));
      for (let k = 0; k < words.positions.length; k++) {
        const at = words.positions[k]!;
        scores[at] = scores[at]! + words.relevance[k]! * WEIGHTS.phraseText;
      }
      if (!structured && words.positions.length === 0) continue;
      for (let i = 0; i < this.n; i++) total[i] = total[i]! + scores[i]!;
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
   * Each product's best answer to one phrase, into `out`; false when no product answers it.
   * A phrase means any of its values ("mask": a face, hair or lip mask).
   */
  private scorePhrase(phrase: QueryPhrase, out: Float32Array): boolean {
    out.fill(0);
    const m = phrase.meaning;
    const { beauty, category } = this.index;
    const types = new Set(m.productTypes.map((t) => TYPE_CODE.get(t)!));
    const brands = new Set(m.brands.map((b) => beauty.brandByKey.get(b.toLowerCase()) ?? -2));
    const categories = new Set(m.categories.map((c) => this.index.categoryByKey.get(c.toLowerCase()) ?? -2));
    const concernBits = m.concerns.map((c) => CONCERN_BIT.get(c)!);
    const skinMask = maskOf(SKIN_BIT, m.skinTypes);
    const freeBits = m.freeFrom.map((f) => FREE_FROM_BIT.get(f)!);
    const helped = this.helpedByKeyIngredients(m);
    for (let i = 0; i < this.n; i++) {
      let score = 0;
      if (types.has(beauty.type[i]!)) score = WEIGHTS.type;
      if (brands.has(beauty.brand[i]!)) score = Math.max(score, WEIGHTS.brand);
      if (categories.has(category[i]!)) score = Math.max(score, WEIGHTS.category);
      const concerns = beauty.concern[i]!;
      for (const bit of concernBits)
        if (concerns & bit)
          score = Math.max(
            score,
            WEIGHTS.concern * specificity(concerns) + helped[i]! * WEIGHTS.concernIngredient,
          );
      if (beauty.skin[i]! & skinMask)
        score = Math.max(score, WEIGHTS.skinType * specificity(beauty.skin[i]!));
      for (const bit of freeBits) if (beauty.freeFrom[i]! & bit) score = Math.max(score, WEIGHTS.freeFrom);
      out[i] = score;
    }
    this.addMentions(m, out);
    let answered = false;
    for (let i = 0; i < this.n && !answered; i++) answered = out[i]! > 0;
    return answered;
  }

  /**
   * Products built around an ingredient the skin-concern knowledge names for one of the phrase's
   * concerns (salicylic acid for acne, retinol for fine lines): the same knowledge the assistant
   * answers from.
   */
  private helpedByKeyIngredients(m: PhraseMeaning): Float32Array {
    const helped = new Float32Array(this.n);
    if (m.concerns.length === 0) return helped;
    for (const concern of Object.values(SKIN_CONCERNS)) {
      if (!concern.catalogConcerns.some((c) => m.concerns.includes(c))) continue;
      // The knowledge lists the strongest fit first: the first ingredient earns the whole bonus.
      concern.ingredients.forEach((id, rank) => {
        const share = 1 - rank / concern.ingredients.length;
        for (const at of this.index.beauty.keyIngredients.get(id) ?? [])
          helped[at] = Math.max(helped[at]!, share);
      });
    }
    return helped;
  }

  /** Ingredients (on the label, as a key ingredient, in the name) and what names mention. */
  private addMentions(m: PhraseMeaning, out: Float32Array): void {
    const { beauty } = this.index;
    const typeInName = new Uint8Array(this.n);
    for (const t of m.productTypes) for (const at of beauty.names.types.get(t) ?? []) typeInName[at] = 1;
    const concernInName = new Uint8Array(this.n);
    for (const c of m.concerns) for (const at of beauty.names.concerns.get(c) ?? []) concernInName[at] = 1;
    const ingredient = new Float32Array(this.n);
    for (const id of m.ingredients) {
      const own = new Float32Array(this.n);
      for (const at of beauty.ingredients.get(id) ?? []) own[at] = WEIGHTS.ingredient;
      for (const at of beauty.keyIngredients.get(id) ?? []) own[at] = WEIGHTS.keyIngredient;
      for (const at of beauty.names.ingredients.get(id) ?? []) own[at] = own[at]! + WEIGHTS.ingredientInName;
      for (let i = 0; i < this.n; i++) if (own[i]! > ingredient[i]!) ingredient[i] = own[i]!;
    }
    for (let i = 0; i < this.n; i++) {
      let score = out[i]!;
      if (typeInName[i]) {
        const typed = m.productTypes.length && this.typeMatches(m, i) ? WEIGHTS.type : 0;
        score = Math.max(score, typed + WEIGHTS.typeInName);
      }
      if (concernInName[i]) {
        const field = this.concernMatches(m, i) ? WEIGHTS.concern : 0;
        score = Math.max(score, field + WEIGHTS.concernInName);
      }
      out[i] = Math.max(score, ingredient[i]!);
    }
  }

  private typeMatches(m: PhraseMeaning, i: number): boolean {
    const code = this.index.beauty.type[i]!;
    return code >= 0 && m.productTypes.some((t) => TYPE_CODE.get(t) === code);
  }

  private concernMatches(m: PhraseMeaning, i: number): boolean {
    return m.concerns.some((c) => (this.index.beauty.concern[i]! & CONCERN_BIT.get(c)!) !== 0);
  }

  /** Price and newest: the catalog's order for the sort, keeping the matches. */
  private filteredOrder(matches: Matches, sort: SearchSort): Int32Array {
    const matched = new Uint8Array(this.n);
    for (const at of matches.positions) matched[at] = 1;
    const all = catalogOrder(this.index, sort);
    const out = new Int32Array(matches.positions.length);
    let k = 0;
    for (let i = 0; i < all.length; i++) if (matched[all[i]!]) out[k++] = all[i]!;
    return out;
  }

  /**
   * Best match first, then the catalog's featured order. Relevance is a non-negative float4,
   * whose bit pattern orders as its value, so one float64 key per match (inverted relevance bits
   * above the featured rank) sorts natively.
   */
  private relevanceOrder(matches: Matches): RankedOrder {
    const featured = catalogOrder(this.index, 'featured');
    const rankOf = this.featuredRanks(featured);
    const { positions, relevance } = matches;
    let order: Int32Array;
    if (featured.length >= RANK_BITS) {
      const byMatch = Int32Array.from(positions.keys()).sort(
        (a, b) => relevance[b]! - relevance[a]! || rankOf[positions[a]!]! - rankOf[positions[b]!]!,
      );
      order = byMatch.map((k) => positions[k]!);
    } else {
      const bits = new Uint32Array(relevance.buffer, relevance.byteOffset, relevance.length);
      const keys = new Float64Array(positions.length);
      for (let k = 0; k < keys.length; k++)
        keys[k] = (0xffffffff - bits[k]!) * RANK_BITS + rankOf[positions[k]!]!;
      keys.sort();
      order = Int32Array.from(keys, (key) => featured[key % RANK_BITS]!);
    }
    const byPosition = new Float32Array(this.n);
    for (let k = 0; k < positions.length; k++) byPosition[positions[k]!] = relevance[k]!;
    return { order, relevance: Float32Array.from(order, (at) => byPosition[at]!) };
  }

  private featuredRanks(featured: Int32Array): Int32Array {
    this.rankOf ??= (() => {
      const ranks = new Int32Array(featured.length);
      featured.forEach((at, rank) => (ranks[at] = rank));
      return ranks;
    })();
    return this.rankOf;
  }
  private rankOf: Int32Array | null = null;
}

/** A product made for few skin types (or concerns) answers each of them a little better. */
function specificity(mask: number): number {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count++;
  return 0.75 + 0.25 / Math.max(1, count);
}
