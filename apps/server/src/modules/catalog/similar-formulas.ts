/**
 * Similar formulas (docs/product.md#similar-formulas-for-less): for a product, the other products
 * of its type whose formulas are most alike, read from the glossary ids of their labels. Each
 * product's formula is worked out once per catalog index (kept on it, dropped with it); a call
 * scores only the products sharing one of its key ingredients, since a product that shares none
 * is never offered.
 */
import { INGREDIENTS_BY_ID, PRODUCT_TYPE_VALUES } from '@seoul-glow/shared';
import { glossaryIdOf } from './beauty-index';
import type { CatalogIndex } from './catalog-index';

/**
 * Weights of an ingredient in a formula. A key ingredient is what the product is built around and
 * what a shopper compares ("a niacinamide serum"), so it weighs three times the first ingredient
 * of the label. Otherwise INCI order is concentration order: an ingredient's weight decays with
 * its place among the label's glossary ingredients (1 for the first, 1/2 for the fourth, 1/4 for
 * the tenth), so two formulas alike in their first lines score higher than two that share only
 * traces near the end. A key ingredient gets both weights.
 */
export const KEY_WEIGHT = 3;
const DECAY_STEP = 3;
export function labelWeight(place: number): number {
  return 1 / (1 + place / DECAY_STEP);
}

/** A formula as sorted ingredient codes with their weights, and its key ingredient codes. */
interface Formula {
  codes: Int32Array;
  weights: Float64Array;
  total: number;
  keys: Int32Array;
}

interface Formulas {
  byPosition: Formula[];
  /** Ingredient code → glossary id. */
  ids: string[];
  /**
   * Key ingredient code and product type → positions of the products of that type built around
   * it (ascending), so a call visits only products it may offer.
   */
  keyPostings: Map<number, number[]>;
  /** Per position, the call that last visited it (a product shares several keys; no set per call). */
  visited: Int32Array;
  calls: number;
}

/** One posting list per key ingredient and product type. */
const postingKey = (code: number, type: number) => code * 1024 + type + 1;

const kept = new WeakMap<CatalogIndex, Formulas>();

function formulasOf(index: CatalogIndex): Formulas {
  let formulas = kept.get(index);
  if (!formulas) kept.set(index, (formulas = buildFormulas(index)));
  return formulas;
}

function buildFormulas(index: CatalogIndex): Formulas {
  const codeOf = new Map<string, number>();
  const ids: string[] = [];
  const code = (id: string) => {
    let c = codeOf.get(id);
    if (c === undefined) codeOf.set(id, (c = ids.push(id) - 1));
    return c;
  };
  const keyPostings = new Map<number, number[]>();
  const byPosition: Formula[] = [];
  for (let i = 0; i < index.ids.length; i++) {
    const weight = new Map<number, number>();
    index.formula.ingredientIds[i]!.forEach((id, place) => weight.set(code(id), labelWeight(place)));
    const keys: number[] = [];
    for (const name of index.formula.keyIngredients[i]!) {
      const id = glossaryIdOf(name);
      if (!id) continue;
      const c = code(id);
      if (keys.includes(c)) continue;
      keys.push(c);
      weight.set(c, (weight.get(c) ?? 0) + KEY_WEIGHT);
      const key = postingKey(c, index.beauty.type[i]!);
      let list = keyPostings.get(key);
      if (!list) keyPostings.set(key, (list = []));
      list.push(i);
    }
    const codes = Int32Array.from(weight.keys()).sort();
    const weights = Float64Array.from(codes, (c) => weight.get(c)!);
    byPosition.push({
      codes,
      weights,
      total: weights.reduce((a, b) => a + b, 0),
      keys: Int32Array.from(keys),
    });
  }
  return { byPosition, ids, keyPostings, visited: new Int32Array(index.ids.length), calls: 0 };
}

/**
 * Weighted Jaccard similarity of two formulas: the weight they share (the smaller of the two for
 * each common ingredient) over the weight of both (the larger for each), in [0, 1]. Symmetric, and
 * a product with a long label is not favoured for holding more ingredients.
 */
function similarity(a: Formula, b: Formula): number {
  let shared = 0;
  let x = 0;
  let y = 0;
  while (x < a.codes.length && y < b.codes.length) {
    const ca = a.codes[x]!;
    const cb = b.codes[y]!;
    if (ca === cb) shared += Math.min(a.weights[x++]!, b.weights[y++]!);
    else if (ca < cb) x++;
    else y++;
  }
  const union = a.total + b.total - shared;
  return union > 0 ? shared / union : 0;
}

export interface SimilarOptions {
  /** Only products whose price is below this product's. */
  cheaper: boolean;
  /** How many to return at most. */
  limit: number;
  /** Whether the product at a position is in stock now (in-stock.ts). */
  inStock: Uint8Array;
}

export interface SimilarMatch {
  position: number;
  score: number;
  /** Glossary ids of the key ingredients both products are built around, in this product's order. */
  sharedKeyIds: string[];
}

/**
 * The products most like the one at `position`: same product type, in stock, sharing at least
 * one key ingredient, best score first (ties: the cheaper, then the lower id).
 */
export function similarAt(index: CatalogIndex, position: number, options: SimilarOptions): SimilarMatch[] {
  const type = index.beauty.type[position]!;
  if (type < 0) return [];
  const formulas = formulasOf(index);
  const own = formulas.byPosition[position]!;
  const price = index.price[position]!;
  const call = ++formulas.calls;
  const { visited } = formulas;
  const found: SimilarMatch[] = [];
  for (const key of own.keys) {
    for (const other of formulas.keyPostings.get(postingKey(key, type)) ?? []) {
      if (other === position || visited[other] === call) continue;
      visited[other] = call;
      if (options.inStock[other] !== 1) continue;
      if (options.cheaper && index.price[other]! >= price) continue;
      const theirs = formulas.byPosition[other]!;
      const sharedKeyIds = Array.from(own.keys)
        .filter((k) => theirs.keys.includes(k))
        .map((k) => formulas.ids[k]!);
      found.push({ position: other, score: similarity(own, theirs), sharedKeyIds });
    }
  }
  found.sort(
    (a, b) =>
      b.score - a.score ||
      index.price[a.position]! - index.price[b.position]! ||
      index.ids[a.position]! - index.ids[b.position]!,
  );
  return found.slice(0, options.limit);
}

/**
 * For a product the catalog does not sell, known only by its type (-1: not named) and an
 * ingredient the shopper named: the in-stock products of that type built around the ingredient,
 * those where it weighs most first (then the most rated, then by id).
 */
export function builtAround(
  index: CatalogIndex,
  typeCode: number,
  ingredientId: string,
  options: Omit<SimilarOptions, 'cheaper'>,
): SimilarMatch[] {
  const formulas = formulasOf(index);
  const code = formulas.ids.indexOf(ingredientId);
  if (code < 0) return [];
  const weightIn = (i: number) => {
    const formula = formulas.byPosition[i]!;
    return formula.weights[formula.codes.indexOf(code)] ?? 0;
  };
  const types =
    typeCode < 0 ? Array.from({ length: PRODUCT_TYPE_VALUES.length + 1 }, (_, t) => t - 1) : [typeCode];
  return types
    .flatMap((t) => formulas.keyPostings.get(postingKey(code, t)) ?? [])
    .filter((i) => options.inStock[i] === 1)
    .map((position) => ({ position, score: weightIn(position), sharedKeyIds: [ingredientId] }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        index.ratings[b.position]! - index.ratings[a.position]! ||
        index.ids[a.position]! - index.ids[b.position]!,
    )
    .slice(0, options.limit);
}

/** A glossary ingredient's display name ("Niacinamide"), as the product page and the assistant name it. */
export function ingredientDisplayName(id: string): string {
  return INGREDIENTS_BY_ID.get(id)?.name ?? id;
}
