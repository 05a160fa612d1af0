/**
 * How well each product answers one understood phrase of a search (beauty-search.ts), from its
 * structured facts in the catalog index: its product type, brand or category, a concern, skin
 * type or free-from claim it has, an ingredient on its label or built around it, and what its
 * name mentions. Scores by tier (WEIGHTS): name and type above key ingredient above concern and
 * skin type; an understood phrase's words in the description come lowest (beauty-search.ts).
 */
import { CLOSE_PRODUCT_TYPES, SKIN_CONCERNS, type PhraseMeaning, type QueryPhrase } from '@seoul-glow/shared';
import { CONCERN_BIT, FREE_FROM_BIT, SKIN_BIT, TYPE_CODE, maskOf } from './beauty-index';
import type { CatalogIndex } from './catalog-index';

/** How much answering a phrase is worth, by what answers it. */
export const WEIGHTS = {
  type: 60,
  typeInName: 40,
  /** A type close to the one asked for (CLOSE_PRODUCT_TYPES): above a name or text that mentions it. */
  closeType: 45,
  brand: 100,
  category: 30,
  keyIngredient: 50,
  ingredient: 25,
  ingredientInName: 40,
  concern: 30,
  /** A concern answered with a key ingredient the skin-concern knowledge names for it. */
  concernIngredient: 10,
  concernInName: 20,
  /** A concern answered by a skincare product: skin concerns are skincare's first. */
  skincareConcern: 10,
  skinType: 20,
  /**
   * A skin type answered by a skincare product: "dry skin" asks for a face cream before a body oil.
   * At 15, a skincare product made for every skin type (20 × 0.8 + 15 = 31) stays above a body or
   * hand product made for the dryness concern alone (30): at 10, "i have dry skin" listed a
   * body oil and a hand cream among its first five.
   */
  skincareSkinType: 15,
  freeFrom: 20,
  /**
   * Per unit of text relevance (ts_rank: ~0.6 for a word in the name, ~0.25 in the description):
   * of words nothing understands, and of an understood phrase's own words.
   */
  text: 100,
  phraseText: 40,
  /**
   * An understood phrase's own words where facts answer the phrase too: they break ties between
   * products the facts answer alike, without outweighing a fact. At 40, a description that says
   * "flaky" put the lip sleeping mask among the first five for "flaky skin", and one that says
   * "travel-friendly" put the solid perfume before the travel eau de parfum.
   */
  phraseTextBesideFacts: 10,
} as const;

/** Each product type's close types (CLOSE_PRODUCT_TYPES), itself included. */
const CLOSE_TYPES = new Map<string, readonly string[]>(
  CLOSE_PRODUCT_TYPES.flatMap((close) => close.map((t) => [t, close] as const)),
);

/**
 * Each product's best answer to one phrase, into `out`; false when no product answers it.
 * A phrase means any of its values ("mask": a face, hair or lip mask).
 */
export function scorePhrase(index: CatalogIndex, phrase: QueryPhrase, out: Float32Array): boolean {
  out.fill(0);
  const m = phrase.meaning;
  const { beauty, category } = index;
  // Lookups by code instead of sets: this loop runs over every product for each new text.
  // 2: the type asked for; 1: a type close to it.
  const types = new Uint8Array(TYPE_CODE.size + 1);
  for (const t of m.productTypes) for (const c of CLOSE_TYPES.get(t) ?? []) types[TYPE_CODE.get(c)! + 1] = 1;
  for (const t of m.productTypes) types[TYPE_CODE.get(t)! + 1] = 2;
  const brands = new Set(m.brands.map((b) => beauty.brandByKey.get(b.toLowerCase()) ?? -2));
  const categories = new Set(m.categories.map((c) => index.categoryByKey.get(c.toLowerCase()) ?? -2));
  const skincare = index.categoryByKey.get('skincare') ?? -2;
  const anyBrand = brands.size > 0;
  const anyCategory = categories.size > 0;
  const concernBits = m.concerns.map((c) => CONCERN_BIT.get(c)!);
  const skinMask = maskOf(SKIN_BIT, m.skinTypes);
  const freeBits = m.freeFrom.map((f) => FREE_FROM_BIT.get(f)!);
  const helped = helpedByKeyIngredients(index, m);
  for (let i = 0; i < index.ids.length; i++) {
    let score = 0;
    const type = types[beauty.type[i]! + 1];
    if (type) score = type === 2 ? WEIGHTS.type : WEIGHTS.closeType;
    if (anyBrand && brands.has(beauty.brand[i]!)) score = Math.max(score, WEIGHTS.brand);
    if (anyCategory && categories.has(category[i]!)) score = Math.max(score, WEIGHTS.category);
    const concerns = beauty.concern[i]!;
    for (const bit of concernBits)
      if (concerns & bit)
        score = Math.max(
          score,
          WEIGHTS.concern * specificity(concerns) +
            helped[i]! * WEIGHTS.concernIngredient +
            (category[i] === skincare ? WEIGHTS.skincareConcern : 0),
        );
    if (beauty.skin[i]! & skinMask)
      score = Math.max(
        score,
        WEIGHTS.skinType * specificity(beauty.skin[i]!) +
          (category[i] === skincare ? WEIGHTS.skincareSkinType : 0),
      );
    for (const bit of freeBits) if (beauty.freeFrom[i]! & bit) score = Math.max(score, WEIGHTS.freeFrom);
    out[i] = score;
  }
  index.work.giveBack(helped);
  addMentions(index, m, out);
  let answered = false;
  for (let i = 0; i < index.ids.length && !answered; i++) answered = out[i]! > 0;
  return answered;
}

/**
 * Products built around an ingredient the skin-concern knowledge names for one of the phrase's
 * concerns (salicylic acid for acne, retinol for fine lines): the same knowledge the assistant
 * answers from.
 */
function helpedByKeyIngredients(index: CatalogIndex, m: PhraseMeaning): Float32Array {
  const helped = index.work.float32();
  if (m.concerns.length === 0) return helped;
  for (const concern of Object.values(SKIN_CONCERNS)) {
    if (!concern.catalogConcerns.some((c) => m.concerns.includes(c))) continue;
    // The knowledge lists the strongest fit first: the first ingredient earns the whole bonus.
    concern.ingredients.forEach((id, rank) => {
      const share = 1 - rank / concern.ingredients.length;
      for (const at of index.beauty.keyIngredients.get(id) ?? []) helped[at] = Math.max(helped[at]!, share);
    });
  }
  return helped;
}

/** Ingredients (on the label, as a key ingredient, in the name) and what names mention. */
function addMentions(index: CatalogIndex, m: PhraseMeaning, out: Float32Array): void {
  const { beauty, work } = index;
  const typeInName = work.uint8();
  const concernInName = work.uint8();
  const ingredient = work.float32();
  const own = work.float32();
  for (const t of m.productTypes) for (const at of beauty.names.types.get(t) ?? []) typeInName[at] = 1;
  for (const c of m.concerns) for (const at of beauty.names.concerns.get(c) ?? []) concernInName[at] = 1;
  for (const id of m.ingredients) {
    own.fill(0);
    for (const at of beauty.ingredients.get(id) ?? []) own[at] = WEIGHTS.ingredient;
    for (const at of beauty.keyIngredients.get(id) ?? []) own[at] = WEIGHTS.keyIngredient;
    for (const at of beauty.names.ingredients.get(id) ?? []) own[at] = own[at]! + WEIGHTS.ingredientInName;
    for (let i = 0; i < index.ids.length; i++) if (own[i]! > ingredient[i]!) ingredient[i] = own[i]!;
  }
  for (let i = 0; i < index.ids.length; i++) {
    let score = out[i]!;
    if (typeInName[i]) {
      const typed = m.productTypes.length && typeMatches(index, m, i) ? WEIGHTS.type : 0;
      score = Math.max(score, typed + WEIGHTS.typeInName);
    }
    if (concernInName[i]) {
      const field = concernMatches(index, m, i) ? WEIGHTS.concern : 0;
      score = Math.max(score, field + WEIGHTS.concernInName);
    }
    out[i] = Math.max(score, ingredient[i]!);
  }
  work.giveBack(typeInName, concernInName, ingredient, own);
}

function typeMatches(index: CatalogIndex, m: PhraseMeaning, i: number): boolean {
  const code = index.beauty.type[i]!;
  return code >= 0 && m.productTypes.some((t) => TYPE_CODE.get(t) === code);
}

function concernMatches(index: CatalogIndex, m: PhraseMeaning, i: number): boolean {
  return m.concerns.some((c) => (index.beauty.concern[i]! & CONCERN_BIT.get(c)!) !== 0);
}

/** A product made for few skin types (or concerns) answers each of them a little better. */
function specificity(mask: number): number {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count++;
  return 0.75 + 0.25 / Math.max(1, count);
}
