/**
 * The product list's filters and facets (docs/product.md#the-api), on the catalog index:
 * category, price range, in stock, product type and brand (one value each), and skin types,
 * concerns, free-from claims and ingredients (every listed value). A value the store does not know
 * is a filter nothing satisfies.
 *
 * Facets count, for each value, the products the list would show with that value added to the
 * current query and filters: for skin type, concern and free-from (which narrow by every value)
 * that is the products of the list that have the value; for product type and brand (one value at
 * a time) the products matching everything else that have it. One pass over the query's matches
 * does both: a product failing no filter counts everywhere, one failing only the type (or brand)
 * filter counts for its own type (or brand).
 */
import {
  CONCERNS,
  FREE_FROM,
  PRODUCT_TYPE_VALUES,
  SKIN_TYPES,
  dollarsToCents,
  type SearchFacets,
  type SearchQuery,
} from '@seoul-glow/shared';
import { CONCERN_BIT, FREE_FROM_BIT, SKIN_BIT, TYPE_CODE } from './beauty-index';
import type { CatalogIndex } from './catalog-index';

export const FAIL = {
  category: 1,
  price: 2,
  stock: 4,
  type: 8,
  brand: 16,
  skin: 32,
  concern: 64,
  freeFrom: 128,
  ingredient: 256,
  ids: 512,
} as const;

/** No filter on a coded field; UNKNOWN is a value no product has. */
const ANY = -1;
const UNKNOWN = -2;
/** A bit no product's mask holds: an unknown skin type, concern or claim. */
const UNKNOWN_BIT = 1 << 30;

export interface Filters {
  category: number;
  minCents: number;
  maxCents: number;
  inStock: boolean;
  type: number;
  brand: number;
  skin: number;
  concern: number;
  freeFrom: number;
  /** Positions holding every required ingredient (1), or null for no ingredient filter. */
  ingredients: Uint8Array | null;
  ids: Set<number> | null;
}

/**
 * The filters of a query as text, for keeping answers (stock aside): cheap, so a kept answer
 * costs no filter work at all.
 */
export function filterKey(query: SearchQuery): string {
  const sorted = (values: string[]) => [...values].sort().join(',');
  return [
    query.category.toLowerCase(),
    query.minPrice ?? '',
    query.maxPrice ?? '',
    query.inStock ? 1 : 0,
    query.productType,
    query.brand.toLowerCase(),
    sorted(query.skinType),
    sorted(query.concern),
    sorted(query.freeFrom),
    sorted(query.ingredient),
    query.ids?.join(',') ?? '-',
  ].join('\u0001');
}

function bitsOf(bits: ReadonlyMap<string, number>, values: readonly string[]): number {
  let mask = 0;
  for (const v of values) mask |= bits.get(v) ?? UNKNOWN_BIT;
  return mask;
}

/**
 * Positions holding every one of the glossary ids (intersection of their postings), in a work
 * array of the index: the filter pass gives it back (releaseFilters).
 */
function holdingAll(index: CatalogIndex, ids: readonly string[]): Uint8Array {
  const counts = index.work.uint8();
  for (const id of ids) for (const at of index.beauty.ingredients.get(id) ?? []) counts[at]!++;
  for (let i = 0; i < counts.length; i++) counts[i] = counts[i] === ids.length ? 1 : 0;
  return counts;
}

export function compileFilters(index: CatalogIndex, query: SearchQuery): Filters {
  const category = query.category ? (index.categoryByKey.get(query.category.toLowerCase()) ?? UNKNOWN) : ANY;
  const type = query.productType ? (TYPE_CODE.get(query.productType) ?? UNKNOWN) : ANY;
  const brand = query.brand ? (index.beauty.brandByKey.get(query.brand.toLowerCase()) ?? UNKNOWN) : ANY;
  const minCents = query.minPrice === undefined ? -Infinity : dollarsToCents(query.minPrice);
  const maxCents = query.maxPrice === undefined ? Infinity : dollarsToCents(query.maxPrice);
  return {
    category,
    minCents,
    maxCents,
    inStock: query.inStock,
    type,
    brand,
    skin: bitsOf(SKIN_BIT, query.skinType),
    concern: bitsOf(CONCERN_BIT, query.concern),
    freeFrom: bitsOf(FREE_FROM_BIT, query.freeFrom),
    ingredients: query.ingredient.length ? holdingAll(index, query.ingredient) : null,
    ids: query.ids ? new Set(query.ids) : null,
  };
}

/** Gives back what compileFilters borrowed; the filters must not be used afterwards. */
export function releaseFilters(index: CatalogIndex, f: Filters): void {
  if (f.ingredients) index.work.giveBack(f.ingredients);
}

/** The filters product `i` fails, as FAIL bits (0: it passes all). */
export function failures(index: CatalogIndex, f: Filters, i: number, inStock: Uint8Array): number {
  const b = index.beauty;
  let fail = 0;
  if (f.category !== ANY && index.category[i] !== f.category) fail |= FAIL.category;
  const price = index.price[i]!;
  if (price < f.minCents || price > f.maxCents) fail |= FAIL.price;
  if (f.inStock && !inStock[i]) fail |= FAIL.stock;
  if (f.type !== ANY && b.type[i] !== f.type) fail |= FAIL.type;
  if (f.brand !== ANY && b.brand[i] !== f.brand) fail |= FAIL.brand;
  if ((b.skin[i]! & f.skin) !== f.skin) fail |= FAIL.skin;
  if ((b.concern[i]! & f.concern) !== f.concern) fail |= FAIL.concern;
  if ((b.freeFrom[i]! & f.freeFrom) !== f.freeFrom) fail |= FAIL.freeFrom;
  if (f.ingredients && !f.ingredients[i]) fail |= FAIL.ingredient;
  if (f.ids && !f.ids.has(index.ids[i]!)) fail |= FAIL.ids;
  return fail;
}

function addBits(counts: Int32Array, mask: number): void {
  for (let m = mask; m !== 0; m &= m - 1) counts[31 - Math.clz32(m & -m)]!++;
}

/** Facet counts gathered product by product (see the top of this file). */
export class FacetCounter {
  private readonly skin = new Int32Array(SKIN_TYPES.length);
  private readonly concern = new Int32Array(CONCERNS.length);
  private readonly freeFrom = new Int32Array(FREE_FROM.length);
  private readonly type = new Int32Array(PRODUCT_TYPE_VALUES.length);
  private readonly brand: Int32Array;

  constructor(private readonly index: CatalogIndex) {
    this.brand = new Int32Array(index.beauty.brands.length);
  }

  add(i: number, fail: number): void {
    const b = this.index.beauty;
    if (fail === 0) {
      addBits(this.skin, b.skin[i]!);
      addBits(this.concern, b.concern[i]!);
      addBits(this.freeFrom, b.freeFrom[i]!);
    }
    if ((fail & ~FAIL.type) === 0 && b.type[i]! >= 0) this.type[b.type[i]!]!++;
    if ((fail & ~FAIL.brand) === 0 && b.brand[i]! >= 0) this.brand[b.brand[i]!]!++;
  }

  /** Values with products, and the values already chosen (so the list can show them with 0). */
  facets(query: SearchQuery): SearchFacets {
    const list = (values: readonly string[], counts: Int32Array, chosen: readonly string[]) => {
      const out: { value: string; count: number }[] = [];
      values.forEach((value, k) => {
        if (counts[k]! > 0 || chosen.includes(value)) out.push({ value, count: counts[k]! });
      });
      return out;
    };
    const brands = this.index.beauty.brands;
    const chosenBrand = brands.find((b) => b.toLowerCase() === query.brand.toLowerCase());
    return {
      skinType: list(SKIN_TYPES, this.skin, query.skinType),
      concern: list(CONCERNS, this.concern, query.concern),
      productType: list(PRODUCT_TYPE_VALUES, this.type, query.productType ? [query.productType] : []),
      freeFrom: list(FREE_FROM, this.freeFrom, query.freeFrom),
      brand: list(brands, this.brand, chosenBrand ? [chosenBrand] : []),
    };
  }
}
