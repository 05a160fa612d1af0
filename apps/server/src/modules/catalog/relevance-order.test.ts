import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEARCH_SORTS } from '@seoul-glow/shared';
import { buildCatalogIndex, catalogOrder } from './catalog-index';
import { orderPage, sortedPage } from './catalog-search';
import type { CatalogIndexRow } from './catalog.repository';
import { radixSortByKey } from './radix-order';
import { relevanceByKeys, relevanceByRadix, usesRadix } from './relevance-order';
import { bitsOfPositions } from './search-bits';

describe('radix sort of 32-bit keys', () => {
  it('orders like a stable comparison sort, values carried along', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.nat({ max: 5 }), fc.integer({ min: 0, max: 0xffffffff })), { maxLength: 3000 }),
        (raw) => {
          const keys = Uint32Array.from(raw);
          const values = Int32Array.from(raw.keys());
          const sorted = radixSortByKey(keys, values);
          const expected = [...raw.keys()].sort((a, b) => raw[a]! - raw[b]! || a - b);
          expect(Array.from(sorted.values)).toEqual(expected);
          expect(Array.from(sorted.keys)).toEqual(expected.map((i) => raw[i]));
          // The inputs stay as they were.
          expect(Array.from(keys)).toEqual(raw);
        },
      ),
      { numRuns: 60 },
    );
  });
});

/** A catalog of `n` products with featured flags and rating counts that tie often. */
function syntheticIndex(n: number) {
  const rows: CatalogIndexRow[] = Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    priceCents: 1000 + ((i * 37) % 500),
    createdMicros: String(1_700_000_000_000_000 + i),
    categoryId: 1 + (i % 4),
    isFeatured: i % 11 === 0,
    ratingCount: (i * 7919) % 60,
    stockQuantity: i % 9 === 0 ? 0 : 5,
    name: `Product ${i}`,
    brand: '',
    productType: null,
    skinTypes: [],
    concerns: [],
    freeFrom: [],
    ingredientIds: [],
    keyIngredients: [],
  }));
  return buildCatalogIndex(rows, []);
}

describe('a text’s relevance order', () => {
  const index = syntheticIndex(5000);

  it('is the same by keys and by radix: best first, ties in the featured order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat({ max: 4999 }), { minLength: 1, maxLength: 4000 }),
        fc.array(
          fc.oneof(fc.constantFrom(20, 25, 30, 45.5, 60), fc.float({ min: 0, max: 200, noNaN: true })),
          {
            minLength: 1,
            maxLength: 4000,
          },
        ),
        (picked, scores) => {
          const positions = Int32Array.from(picked).sort();
          const relevance = Float32Array.from(positions, (_, k) => Math.abs(scores[k % scores.length]!));
          const matches = { positions, relevance };
          const byKeys = relevanceByKeys(index, matches);
          const byRadix = relevanceByRadix(index, matches, bitsOfPositions(index.ids.length, positions));
          expect(Array.from(byRadix.order)).toEqual(Array.from(byKeys.order));
          expect(Array.from(byRadix.relevance)).toEqual(Array.from(byKeys.relevance));
          // Best first.
          for (let k = 1; k < byKeys.relevance.length; k++) {
            expect(byKeys.relevance[k]!).toBeLessThanOrEqual(byKeys.relevance[k - 1]!);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('takes the radix sort for many matches', () => {
    const few = { positions: new Int32Array(10), relevance: new Float32Array(10) };
    const many = { positions: new Int32Array(1500), relevance: new Float32Array(1500) };
    expect(usesRadix(index, few)).toBe(false);
    expect(usesRadix(index, many)).toBe(true);
  });
});

describe('a page of a list in a sort’s order', () => {
  const index = syntheticIndex(5000);

  it('is the same sorted by ranks (a narrow list) as read off the order (a wide one)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat({ max: 4999 }), { maxLength: 600 }),
        fc.constantFrom(...SEARCH_SORTS),
        fc.integer({ min: 1, max: 120 }),
        (picked, sort, want) => {
          const listed = bitsOfPositions(index.ids.length, picked);
          const walked = orderPage(catalogOrder(index, sort), listed, want);
          expect(sortedPage(index, sort, listed, picked.length, want)).toEqual(walked);
          expect(walked).toHaveLength(Math.min(want, picked.length));
        },
      ),
      { numRuns: 80 },
    );
  });
});
