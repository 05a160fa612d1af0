import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

const here = path.dirname(fileURLToPath(import.meta.url));

/** Every module a file pulls in through relative imports, itself included. */
function importGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const m of source.matchAll(/^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'(\.[^']+)'/gm)) {
    const target = path.resolve(path.dirname(file), m[1]!);
    importGraph(target.endsWith('.ts') ? target : `${target}.ts`, seen);
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
      const graph = importGraph(path.join(here, entry));
      for (const file of graph)
        expect(readFileSync(file, 'utf8'), file).not.toMatch(/(?:from|import)\s+'zod'/);
    }
    const schema = importGraph(path.join(here, 'beauty-schema.ts'));
    expect([...schema].some((file) => readFileSync(file, 'utf8').includes("from 'zod'"))).toBe(true);
  });
});
