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
 * mentions "snail"), and at a quarter beside a fact that answers the phrase. A product's relevance
 * is the sum over the phrases (and the other words) of its best answer to each. When the query has
 * several parts, products below a fifth of the best relevance are left out: they answer a minor
 * part only ("dry skin" alone, for "moisturizer for dry skin"). A part that nothing answers never
 * makes the query fail while another part is answered, unless all that is answered is a guessed
 * spelling ("office chair" is not "hair"); with nothing understood, every word must match
 * ('No Products Found' otherwise).
 *
 * Everything here belongs to one catalog index and goes with it; answers are kept per text.
 */
import { STOP_WORDS, interpretQuery, type QueryInterpretation, type QueryPhrase } from '@seoul-glow/shared';
import { SizedLru } from '../../lib/sized-lru';
import type { CatalogIndex } from './catalog-index';
import { FREE_FROM_BIT, maskOf } from './beauty-index';
import { relevanceByKeys, relevanceByRadix, usesRadix, type RankedOrder } from './relevance-order';
import { bitsOfPositions, type Bits } from './search-bits';
import { WEIGHTS, scorePhrase } from './phrase-scores';
import { matchesOf, type Matches, type TextSearch, type WordPlan } from './text-search';

/** Relevance below best / FLOOR_RATIO is left out when the query was understood. */
const FLOOR_RATIO = 5;

/**
 * Bounds of what is kept per text, in 4-byte slots: its matches (position and relevance, two
 * slots each), their set (a bit per product) and their relevance order (two slots a match).
 */
const MAX_TEXT_SLOTS = 1_200_000;
const MAX_PHRASE_SLOTS = 1_000_000;
const MAX_SET_SLOTS = 1_600_000;
const MAX_ORDER_SLOTS = 1_600_000;
const NO_MATCHES: Matches = { positions: new Int32Array(0), relevance: new Float32Array(0) };
export class BeautySearch {
  private readonly texts = new SizedLru<Matches>(MAX_TEXT_SLOTS);
  private readonly phrases = new SizedLru<Matches>(MAX_PHRASE_SLOTS);
  private readonly sets = new SizedLru<Bits>(MAX_SET_SLOTS);
  private readonly orders = new SizedLru<RankedOrder>(MAX_ORDER_SLOTS);
  private readonly n: number;

  constructor(
    private readonly index: CatalogIndex,
    private readonly textSearch: TextSearch,
  ) {
    this.n = index.ids.length;
  }

  /** The products matching `text` (lower-cased, non-empty), as a set (kept per text). */
  async matchSet(text: string): Promise<Bits> {
    const kept = this.sets.peek(text);
    if (kept) return kept;
    const set = bitsOfPositions(this.n, (await this.match(text)).positions);
    this.sets.set(text, set, set.length);
    return set;
  }

  /** The products matching `text`, best first (relevance-order.ts), kept per text. */
  async relevanceOrder(text: string): Promise<RankedOrder> {
    const kept = this.orders.peek(text);
    if (kept) return kept;
    const matches = await this.match(text);
    const ranked = usesRadix(this.index, matches)
      ? relevanceByRadix(this.index, matches, await this.matchSet(text))
      : relevanceByKeys(this.index, matches);
    this.orders.set(text, ranked, ranked.order.length * 2 || 1);
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
      const matches = await this.sum(reading, total);
      return reading.freeFrom.length ? this.freeOf(matches, reading.freeFrom) : matches;
    } finally {
      this.index.work.giveBack(total);
    }
  }

  /**
   * Free-from words are a must, not a preference: "fragrance free sunscreen" or "unscented" never
   * lists a product whose label breaks the claim, however well it answers the rest.
   */
  private freeOf(matches: Matches, claims: readonly string[]): Matches {
    const mask = maskOf(FREE_FROM_BIT, claims);
    const free = this.index.beauty.freeFrom;
    let kept = 0;
    for (const at of matches.positions) if ((free[at]! & mask) === mask) kept++;
    if (kept === matches.positions.length) return matches;
    const positions = new Int32Array(kept);
    const relevance = new Float32Array(kept);
    for (let j = 0, k = 0; j < matches.positions.length; j++) {
      const at = matches.positions[j]!;
      if ((free[at]! & mask) !== mask) continue;
      positions[k] = at;
      relevance[k++] = matches.relevance[j]!;
    }
    return { positions, relevance };
  }

  /** The phrases' and the other words' answers summed into `total` (zeroed), then kept as matches. */
  private async sum(reading: QueryInterpretation, total: Float32Array): Promise<Matches> {
    let parts: { matches: Matches; weight: number }[] = [];
    let guessing = false;
    for (const phrase of reading.phrases) {
      const scores = await this.phraseMatches(phrase);
      if (scores.positions.length) parts.push({ matches: scores, weight: 1 });
    }
    // A phrase every product answers ("k-beauty" in a K-beauty store) narrows nothing: beside
    // other words it is left out, so "k-beauty sunscreen" lists the sunscreens only.
    const narrowing = parts.filter((part) => part.matches.positions.length < this.n);
    if (narrowing.length < parts.length && (narrowing.length > 0 || reading.terms.length > 0))
      parts = narrowing;
    if (reading.terms.length) {
      const text = reading.terms.join(' ');
      const matched = await this.textSearch.match(text);
      // Nothing understood: every word must match, and of several words one at least as typed
      // ("garden hose" is not "green" and "house").
      if (parts.length === 0) {
        const guessed =
          reading.terms.length > 1 && matched.positions.length > 0 && (await this.guessedOnly(text));
        return guessed ? NO_MATCHES : matched;
      }
      // Guesses never answer alone: where every understood phrase is a guessed spelling, a product
      // must answer every part. "office chair" is not "hair", "wireless mouse" not "lifeless" (nor
      // "mousse"); "sunscren stick" is the sun stick.
      guessing = onlyGuesses(reading);
      if (matched.positions.length) parts.push({ matches: matched, weight: WEIGHTS.text });
      else if (guessing) return NO_MATCHES;
    }
    if (parts.length === 0) return NO_MATCHES;
    // One phrase answered: its own answers, as they are kept (a sum of one would copy them).
    if (parts.length === 1 && parts[0]!.weight === 1) return parts[0]!.matches;
    const answered = guessing ? this.index.work.uint8() : null;
    for (const { matches, weight } of parts) {
      for (let k = 0; k < matches.positions.length; k++) {
        const at = matches.positions[k]!;
        total[at] = total[at]! + (weight === 1 ? matches.relevance[k]! : matches.relevance[k]! * weight);
        if (answered) answered[at]!++;
      }
    }
    if (answered) {
      for (let i = 0; i < this.n; i++) if (answered[i] !== parts.length) total[i] = 0;
      this.index.work.giveBack(answered);
    }
    const units = parts.length;
    let best = 0;
    for (let i = 0; i < this.n; i++) if (total[i]! > best) best = total[i]!;
    // With several parts understood, products answering only a minor one are left out.
    const floor = units > 1 ? best / FLOOR_RATIO : 0;
    return floor > 0 ? matchesOf(total, floor, false) : matchesOf(total, 0, true);
  }

  /** Whether `text` has several words and each matches only as a near spelling (plans are kept per word). */
  private async guessedOnly(text: string): Promise<boolean> {
    const plan = await this.textSearch.plan(text);
    return plan !== null && plan.length > 1 && !plan.some(typed);
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
        // phrase the structured facts do not (a description that mentions "snail"); beside a fact,
        // a tie-break (WEIGHTS.phraseTextBesideFacts). Without stop words: "dry skin" is searched
        // as "dry" (nearly every description says skin).
        const own = phrase.words.filter((w) => !STOP_WORDS.has(w));
        const words = own.length ? await this.textSearch.match(own.join(' ')) : NO_MATCHES;
        const scores = this.index.work.float32();
        scorePhrase(this.index, phrase, scores);
        for (let k = 0; k < words.positions.length; k++) {
          const at = words.positions[k]!;
          const weight = scores[at]! > 0 ? WEIGHTS.phraseTextBesideFacts : WEIGHTS.phraseText;
          scores[at] = scores[at]! + words.relevance[k]! * weight;
        }
        const matches = matchesOf(scores, 0, true);
        this.index.work.giveBack(scores);
        return matches;
      },
      (m) => m.positions.length * 2 || 1,
    );
  }
}

/** Whether a word of a text search matches as typed (a near spelling weighs less than 1). */
function typed(word: WordPlan): boolean {
  return word.terms.some((term) => term.weight === 1);
}

/** Whether every understood phrase is a single misspelt word read as a known one. */
function onlyGuesses(reading: QueryInterpretation): boolean {
  return reading.phrases.every(
    (phrase) => phrase.words.length === 1 && reading.corrections.some((c) => c.from === phrase.words[0]),
  );
}
