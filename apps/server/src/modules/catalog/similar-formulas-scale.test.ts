import { describe, expect, it } from 'vitest';
import { INGREDIENT_GLOSSARY, PRODUCT_TYPE_VALUES } from '@seoul-glow/shared';
import { mulberry32 } from '../../db/seed/demo-orders';
import { buildCatalogIndex } from './catalog-index';
import type { CatalogIndexRow } from './catalog.repository';
import { similarAt } from './similar-formulas';

/** A deterministic 10,000-product catalog: the bench's size (bench/README.md). */
function rows(n: number): CatalogIndexRow[] {
  const random = mulberry32(7);
  const next = (m: number) => Math.floor(random() * m);
  const types = PRODUCT_TYPE_VALUES.slice(0, 12);
  return Array.from({ length: n }, (_, i) => {
    const label = [...new Set(Array.from({ length: 18 }, () => INGREDIENT_GLOSSARY[next(120)]!))];
    return {
      id: i + 1,
      priceCents: 800 + next(5000),
      createdMicros: String(i),
      categoryId: 1,
      isFeatured: false,
      ratingCount: next(50),
      stockQuantity: next(10),
      name: `Product ${i}`,
      brand: 'Lab',
      productType: types[next(types.length)]!,
      skinTypes: [],
      concerns: [],
      freeFrom: [],
      ingredientIds: label.map((g) => g.id),
      keyIngredients: label.slice(1, 4).map((g) => g.inci[0] ?? g.name),
    };
  });
}

describe('similar formulas on a 10,000-product catalog', () => {
  it('works out the formulas once and answers a call in well under a millisecond', () => {
    const index = buildCatalogIndex(rows(10_000), []);
    const inStock = Uint8Array.from(index.stock, (s) => (s > 0 ? 1 : 0));
    let start = performance.now();
    similarAt(index, 0, { cheaper: true, limit: 3, inStock });
    const first = performance.now() - start;
    start = performance.now();
    for (let p = 0; p < 1000; p++) similarAt(index, p, { cheaper: true, limit: 3, inStock });
    const perCall = (performance.now() - start) / 1000;
    console.log(
      `10,000 products: first call (formulas worked out) ${first.toFixed(1)} ms, then ${(perCall * 1000).toFixed(0)} µs a call`,
    );
    expect(first).toBeLessThan(1000);
    expect(perCall).toBeLessThan(2);
  });
});
