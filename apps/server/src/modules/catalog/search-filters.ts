/**
 * The product list's facets (docs/product.md#the-api); the filters themselves are sets of
 * positions (search-bits.ts).
 *
 * Facets count, for each value, the products the list would show with that value added to the
 * current query and filters: for skin type, concern and free-from (which narrow by every value)
 * that is the products of the list that have the value; for product type and brand (one value at
 * a time) the products matching everything else that have it. One pass over the products passing
 * every other filter does both: a product failing no filter counts everywhere, one failing only
 * the type (or brand) filter counts for its own type (or brand).
 */
import {
  CONCERNS,
  FREE_FROM,
  PRODUCT_TYPE_VALUES,
  SKIN_TYPES,
  type SearchFacets,
  type SearchQuery,
} from '@seoul-glow/shared';
import type { CatalogIndex } from './catalog-index';

/** What a product fails, for the facets: the type filter, the brand filter (catalog-search.ts). */
export const FAIL = {
  type: 1,
  brand: 2,
} as const;

/** The filters of a query as text: with the search text, the key of its kept facets (stock aside). */
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
