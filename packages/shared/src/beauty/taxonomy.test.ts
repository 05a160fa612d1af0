import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES } from '../constants';
import {
  CONCERNS,
  FREE_FROM,
  PRODUCT_TYPES_BY_CATEGORY,
  PRODUCT_TYPE_LABELS,
  PRODUCT_TYPE_VALUES,
  SKIN_TYPES,
  productTypeFits,
} from './taxonomy';

// The shared package has no Node types (it runs in browsers too); the test reads files through an
// untyped import instead.
const fs = (await import('node:fs' as string)) as { readFileSync(file: URL, encoding: 'utf8'): string };

/** Every module a file pulls in through relative imports, with its source, itself included. */
function importGraph(file: URL, seen = new Map<string, string>()): Map<string, string> {
  if (seen.has(file.href)) return seen;
  const source = fs.readFileSync(file, 'utf8');
  seen.set(file.href, source);
  for (const m of source.matchAll(/^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'(\.[^']+)'/gm)) {
    const spec = m[1]!.endsWith('.ts') ? m[1]! : `${m[1]}.ts`;
    importGraph(new URL(spec, file), seen);
  }
  return seen;
}

describe('the beauty taxonomy', () => {
  it('gives every category its own product types, skincare the ones shoppers expect', () => {
    expect(Object.keys(PRODUCT_TYPES_BY_CATEGORY)).toEqual([...CATEGORY_NAMES]);
    expect(PRODUCT_TYPES_BY_CATEGORY.Skincare).toEqual(
      expect.arrayContaining([
        'cleanser',
        'toner',
        'essence',
        'serum',
        'moisturizer',
        'sunscreen',
        'mask',
        'exfoliator',
        'eye-care',
        'lip-care',
      ]),
    );
    expect(new Set(PRODUCT_TYPE_VALUES).size).toBe(PRODUCT_TYPE_VALUES.length);
    for (const type of PRODUCT_TYPE_VALUES) expect(PRODUCT_TYPE_LABELS[type]).toBeTruthy();
    expect(productTypeFits('Skincare', 'sunscreen')).toBe(true);
    expect(productTypeFits('Skincare', 'shampoo')).toBe(false);
    expect(productTypeFits('Makeup', 'lip-care')).toBe(true);
    expect(productTypeFits('Toys', 'lip-care')).toBe(false);
  });

  it('lists the skin types, concerns and free-from claims of the store', () => {
    expect(SKIN_TYPES).toEqual(['dry', 'oily', 'combination', 'normal', 'sensitive']);
    expect(CONCERNS).toEqual(
      expect.arrayContaining([
        'acne',
        'dryness',
        'aging',
        'brightening',
        'sensitivity',
        'pores',
        'dark-spots',
        'redness',
      ]),
    );
    expect(FREE_FROM).toEqual([
      'fragrance',
      'alcohol',
      'parabens',
      'sulfates',
      'silicones',
      'essential-oils',
      'mineral-oil',
    ]);
  });

  it('keeps zod out of what store pages import: the lists, the facts and the search vocabulary', () => {
    for (const entry of ['taxonomy.ts', 'product-beauty.ts', 'search-synonyms.ts', 'interpret-query.ts']) {
      const graph = importGraph(new URL(entry, import.meta.url));
      for (const [file, source] of graph) expect(source, file).not.toMatch(/(?:from|import)\s+'zod'/);
    }
    const schema = importGraph(new URL('beauty-schema.ts', import.meta.url));
    expect(schema.size).toBeGreaterThan(5);
    expect([...schema.values()].some((source) => source.includes("from 'zod'"))).toBe(true);
  });
});
