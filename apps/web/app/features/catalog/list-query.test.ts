import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONCERNS, FREE_FROM, SEARCH_SORTS, SKIN_TYPES } from '@seoul-glow/shared';
import { readListFilters } from './list-filters-read';
import { listHref, pendingListState, readListQuery } from './list-query';

/** What the loader reads from a list URL (routes/store/products.tsx), filters and all. */
function loaderReading(href: string) {
  const params = new URL(href, 'http://shop.test').searchParams;
  const { q, category, sort, page } = readListQuery(params);
  return { q, category, sort, page, ...readListFilters(params) };
}

const word = fc.stringMatching(/^[a-z][a-z ]{0,18}[a-z]$/);
const subset = <T>(values: readonly T[]) => fc.uniqueArray(fc.constantFrom(...values), { maxLength: 3 });

/** The lists the page's own links go to. */
const listState = fc.record({
  q: fc.oneof(fc.constant(''), word),
  category: fc.constantFrom('', 'Skincare', 'Makeup'),
  sort: fc.constantFrom(...SEARCH_SORTS),
  page: fc.integer({ min: 1, max: 40 }),
  skinType: subset(SKIN_TYPES),
  concern: subset(CONCERNS),
  productType: fc.constantFrom('', 'toner', 'serum'),
  ingredient: subset(['niacinamide', 'centella-asiatica', 'retinol']),
  freeFrom: subset(FREE_FROM),
  brand: fc.constantFrom('', 'Soonsu', 'Hanbit Lab'),
  minPrice: fc.option(fc.integer({ min: 0, max: 200 }), { nil: undefined }),
  maxPrice: fc.option(fc.integer({ min: 0, max: 200 }), { nil: undefined }),
  inStock: fc.boolean(),
});

describe('the list a pending navigation goes to (docs/product.md#screens-and-routes)', () => {
  it('reads every list the page links to as the loader will', () => {
    fc.assert(
      fc.property(listState, (state) => {
        const href = listHref(state);
        expect(pendingListState(new URL(href, 'http://shop.test').search)).toEqual(loaderReading(href));
      }),
    );
  });

  it('is the inverse of listHref: reading a link and writing it again gives the same link', () => {
    fc.assert(
      fc.property(listState, (state) => {
        const href = listHref(state);
        expect(listHref(pendingListState(new URL(href, 'http://shop.test').search))).toBe(href);
      }),
    );
  });

  it('falls back to the defaults on odd values instead of failing', () => {
    expect(pendingListState('?sort=cheapest&page=-3&minPrice=abc&inStock=no&skinType=,,')).toMatchObject({
      sort: 'featured',
      page: 1,
      minPrice: undefined,
      inStock: false,
      skinType: [],
    });
    expect(pendingListState('')).toEqual(loaderReading('/products'));
  });
});
