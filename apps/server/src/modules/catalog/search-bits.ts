/**
 * Sets of catalog index positions as bitsets (one bit per product: 1.25 KB for 10,000), for the
 * search's per-request work (catalog-search.ts): a filter is the AND of the sets of the values it
 * asks for, a text's matches are one more set, and how many products a list holds is a count of
 * bits. A set for one filter value is made once per catalog index and kept on it.
 */
import { dollarsToCents, type SearchQuery } from '@seoul-glow/shared';
import { SizedLru } from '../../lib/sized-lru';
import { CONCERN_BIT, FREE_FROM_BIT, SKIN_BIT, TYPE_CODE } from './beauty-index';
import type { CatalogIndex } from './catalog-index';

export type Bits = Uint32Array;

export function wordsFor(n: number): number {
  return (n + 31) >>> 5;
}

export function has(bits: Bits, i: number): boolean {
  return ((bits[i >>> 5]! >>> (i & 31)) & 1) === 1;
}

/** The set of `positions` among `n`. */
export function bitsOfPositions(n: number, positions: ArrayLike<number>): Bits {
  const bits = new Uint32Array(wordsFor(n));
  for (let k = 0; k < positions.length; k++) {
    const i = positions[k]!;
    bits[i >>> 5]! |= 1 << (i & 31);
  }
  return bits;
}

/** The positions `keep` holds. */
export function bitsWhere(n: number, keep: (i: number) => boolean): Bits {
  const bits = new Uint32Array(wordsFor(n));
  for (let i = 0; i < n; i++) if (keep(i)) bits[i >>> 5]! |= 1 << (i & 31);
  return bits;
}

/** How many bits are set. */
export function count(bits: Bits): number {
  let total = 0;
  for (let w = 0; w < bits.length; w++) {
    let v = bits[w]!;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    total += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return total;
}

/** The intersection of the sets given (none: null, meaning every product). */
export function intersect(sets: (Bits | null)[]): Bits | null {
  let out: Bits | null = null;
  for (const set of sets) {
    if (!set) continue;
    if (!out) {
      out = set.slice();
      continue;
    }
    for (let w = 0; w < out.length; w++) out[w]! &= set[w]!;
  }
  return out;
}

/** Calls `fn` with every position in `bits`, ascending. */
export function forEachPosition(bits: Bits, fn: (i: number) => void): void {
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w]!;
    while (word !== 0) {
      const low = word & -word;
      fn((w << 5) + 31 - Math.clz32(low));
      word ^= low;
    }
  }
}

/** A query's filters as sets: all of them, and all but the type or the brand (their facets). */
export interface FilterBits {
  /** Products passing every filter; null when the query has none. */
  all: Bits | null;
  /** Products passing every filter but the product type and the brand (what the facets walk). */
  facetBase: Bits | null;
  /** The type and brand filters' own sets, null where the query has none. */
  type: Bits | null;
  brand: Bits | null;
}

/** Sets of single filter values, kept per catalog index (bounded: ingredients and prices vary). */
const MAX_VALUE_SETS = 4000;
const valueSets = new WeakMap<CatalogIndex, SizedLru<Bits>>();

function valueSet(index: CatalogIndex, key: string, make: () => Bits): Bits {
  let sets = valueSets.get(index);
  if (!sets) valueSets.set(index, (sets = new SizedLru<Bits>(MAX_VALUE_SETS)));
  let set = sets.peek(key);
  if (!set) sets.set(key, (set = make()), 1);
  return set;
}

function none(index: CatalogIndex): Bits {
  return valueSet(index, 'none', () => new Uint32Array(wordsFor(index.ids.length)));
}

/** Products with every bit of `mask` in their `field` mask; an unknown value (null) matches none. */
function withBits(index: CatalogIndex, name: string, field: ArrayLike<number>, mask: number | null): Bits {
  if (mask === null) return none(index);
  return valueSet(index, `${name}:${mask}`, () =>
    bitsWhere(index.ids.length, (i) => (field[i]! & mask) === mask),
  );
}

/** The in-stock set, once per stock reading (in-stock.ts keeps one array per snapshot). */
const inStockSets = new WeakMap<Uint8Array, Bits>();
function inStockBits(inStock: Uint8Array): Bits {
  let set = inStockSets.get(inStock);
  if (!set) inStockSets.set(inStock, (set = bitsWhere(inStock.length, (i) => inStock[i] === 1)));
  return set;
}

function maskOfAll(bits: ReadonlyMap<string, number>, values: readonly string[]): number | null {
  let mask = 0;
  for (const v of values) {
    const bit = bits.get(v);
    if (bit === undefined) return null;
    mask |= bit;
  }
  return mask;
}

/**
 * The query's filters (docs/product.md#the-api) as sets: category, price range, in stock (from
 * `inStock`, 1 per position in stock now), product type and brand, every skin type, concern and
 * free-from claim asked, every ingredient, and the ids of a wishlist. A value the store does not
 * know is a filter nothing passes.
 */
export function filterBits(index: CatalogIndex, query: SearchQuery, inStock: Uint8Array): FilterBits {
  const n = index.ids.length;
  const b = index.beauty;
  const base: (Bits | null)[] = [];
  if (query.category) {
    const id = index.categoryByKey.get(query.category.toLowerCase());
    base.push(
      id === undefined
        ? none(index)
        : valueSet(index, `category:${id}`, () => bitsWhere(n, (i) => index.category[i] === id)),
    );
  }
  if (query.minPrice !== undefined || query.maxPrice !== undefined) {
    const min = query.minPrice === undefined ? -Infinity : dollarsToCents(query.minPrice);
    const max = query.maxPrice === undefined ? Infinity : dollarsToCents(query.maxPrice);
    base.push(
      valueSet(index, `price:${min}:${max}`, () =>
        bitsWhere(n, (i) => index.price[i]! >= min && index.price[i]! <= max),
      ),
    );
  }
  if (query.inStock) base.push(inStockBits(inStock));
  if (query.skinType.length) base.push(withBits(index, 'skin', b.skin, maskOfAll(SKIN_BIT, query.skinType)));
  if (query.concern.length) {
    base.push(withBits(index, 'concern', b.concern, maskOfAll(CONCERN_BIT, query.concern)));
  }
  if (query.freeFrom.length) {
    base.push(withBits(index, 'freeFrom', b.freeFrom, maskOfAll(FREE_FROM_BIT, query.freeFrom)));
  }
  for (const id of new Set(query.ingredient)) {
    const postings = b.ingredients.get(id);
    base.push(
      postings ? valueSet(index, `ingredient:${id}`, () => bitsOfPositions(n, postings)) : none(index),
    );
  }
  if (query.ids) {
    const positions: number[] = [];
    for (const id of query.ids) {
      const at = index.position.get(id);
      if (at !== undefined) positions.push(at);
    }
    base.push(bitsOfPositions(n, positions));
  }
  let type: Bits | null = null;
  if (query.productType) {
    const code = TYPE_CODE.get(query.productType);
    type =
      code === undefined
        ? none(index)
        : valueSet(index, `type:${code}`, () => bitsWhere(n, (i) => b.type[i] === code));
  }
  let brand: Bits | null = null;
  if (query.brand) {
    const code = b.brandByKey.get(query.brand.toLowerCase());
    brand =
      code === undefined
        ? none(index)
        : valueSet(index, `brand:${code}`, () => bitsWhere(n, (i) => b.brand[i] === code));
  }
  const facetBase = intersect(base);
  return { all: intersect([facetBase, type, brand]), facetBase, type, brand };
}
