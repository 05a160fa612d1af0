import { describe, expect, it } from 'vitest';
import type { Product } from '@seoul-glow/shared';
import { productAuditChange } from './product-audit';

const product = (over: Partial<Product> = {}): Product =>
  ({
    id: 1,
    name: 'Cica Toner',
    description: 'Calms the look of redness.',
    price: 18,
    stockQuantity: 4,
    weight: 0.2,
    isFeatured: false,
    categoryId: 1,
    categoryName: 'Skincare',
    category: { id: 1, name: 'Skincare' },
    videoLink: null,
    additionalFields: {},
    images: ['a.webp'],
    createdAt: '2026-12-01T00:00:00.000Z',
    averageRating: 0,
    ratingCount: 0,
    brand: 'Soonsu',
    productType: 'toner',
    skinTypes: [],
    concerns: [],
    ingredients: ['Water'],
    keyIngredients: [],
    freeFrom: [],
    size: '150 ml',
    howToUse: '',
    ...over,
  }) as Product;

describe('productAuditChange', () => {
  it('a long value that changed near its end shows the place it differs, before and after', () => {
    const long = Array.from({ length: 40 }, (_, i) => `Ingredient Number ${i}`);
    const changed = [...long.slice(0, 39), 'Salicylic Acid'];
    const { before, after } = productAuditChange(
      product({ ingredients: long }),
      product({ ingredients: changed }),
    );
    expect(before!.ingredients).toMatch(/^….*Ingredient Number 39$/);
    expect(after.ingredients).toMatch(/^….*Salicylic Acid$/);
    expect(after.ingredients!.length).toBeLessThanOrEqual(120);
  });

  it('long texts that differ only in length still read as different', () => {
    const text = 'x'.repeat(300);
    const { before, after } = productAuditChange(
      product({ description: text }),
      product({ description: `${text}!` }),
    );
    expect(before!.description).not.toBe(after.description);
  });

  it('a new product records its main facts', () => {
    expect(productAuditChange(undefined, product()).after).toMatchObject({
      name: 'Cica Toner',
      brand: 'Soonsu',
      category: 'Skincare',
      price: '18',
      images: '1',
    });
  });
});
