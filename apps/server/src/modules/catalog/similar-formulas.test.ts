import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductBeauty, SimilarProduct } from '@seoul-glow/shared';
import { categories, products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { beautyColumns } from './beauty-facts';

let t: TestApp;
const id: Record<string, number> = {};

const LABEL = [
  'Water',
  'Niacinamide',
  'Centella Asiatica Extract',
  'Glycerin',
  'Panthenol',
  'Sodium Hyaluronate',
  'Allantoin',
];

function beauty(type: string, ingredients: string[], keyIngredients: string[]): ProductBeauty {
  return {
    brand: 'Test Lab',
    productType: type as ProductBeauty['productType'],
    skinTypes: [],
    concerns: [],
    ingredients,
    keyIngredients,
    size: '30 ml',
    howToUse: '',
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [skincare] = await db.insert(categories).values({ name: 'Skincare' }).returning();
  const rows: [string, number, number, ProductBeauty][] = [
    ['original', 4000, 10, beauty('serum', LABEL, ['Niacinamide', 'Centella Asiatica Extract'])],
    // The same label for half the price: the closest formula.
    ['twin', 2000, 10, beauty('serum', LABEL, ['Niacinamide', 'Centella Asiatica Extract'])],
    // Niacinamide first, little else in common.
    [
      'niacinamide',
      2500,
      10,
      beauty('serum', ['Water', 'Niacinamide', 'Butylene Glycol', 'Squalane'], ['Niacinamide']),
    ],
    // Centella late on the label: shares a key ingredient, weighs little (fourth: left out).
    [
      'centella',
      3000,
      10,
      beauty(
        'serum',
        ['Water', 'Butylene Glycol', 'Squalane', 'Dimethicone', 'Centella Asiatica Extract'],
        ['Centella Asiatica Extract'],
      ),
    ],
    ['sold-out', 1500, 0, beauty('serum', LABEL, ['Niacinamide', 'Centella Asiatica Extract'])],
    // The same label around another key ingredient: never offered.
    ['no-shared-key', 1000, 10, beauty('serum', LABEL, ['Sodium Hyaluronate'])],
    ['dearer', 5000, 10, beauty('serum', LABEL, ['Niacinamide', 'Centella Asiatica Extract'])],
    ['cream', 1200, 10, beauty('moisturizer', LABEL, ['Niacinamide', 'Centella Asiatica Extract'])],
    // Niacinamide third on a label of little else: a weaker match.
    ['alcohol', 900, 10, beauty('serum', ['Water', 'Alcohol Denat.', 'Niacinamide'], ['Niacinamide'])],
  ];
  for (const [name, priceCents, stockQuantity, b] of rows) {
    const [row] = await db
      .insert(products)
      .values({
        name,
        description: name,
        priceCents,
        stockQuantity,
        weightGrams: 50,
        categoryId: skincare!.id,
        ...beautyColumns(b),
      })
      .returning();
    id[name] = row!.id;
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function similar(query: string): Promise<{ status: number; data: SimilarProduct[] }> {
  const res = await t.app.inject({ method: 'GET', url: `/api/Products/similar?${query}` });
  return { status: res.statusCode, data: res.json().data };
}

const nameOf = (p: SimilarProduct) => Object.keys(id).find((k) => id[k] === p.id);

describe('similar formulas for less (docs/product.md#similar-formulas-for-less)', () => {
  it('offers at most three cheaper in-stock products of the same type, closest formula first', async () => {
    const { status, data } = await similar(`id=${id.original}&cheaper=1`);
    expect(status).toBe(200);
    expect(data.map(nameOf)).toEqual(['twin', 'niacinamide', 'alcohol']);
    for (const p of data) {
      expect(p.price).toBeLessThan(40);
      expect(p.productType).toBe('serum');
      expect(p.inStock).toBe(true);
      expect(p.sharedIngredients.length).toBeGreaterThan(0);
      expect(p).not.toHaveProperty('stockQuantity');
    }
    expect(data[0]!.sharedIngredients).toEqual(['Niacinamide', 'Centella asiatica (cica)']);
    expect(data[1]!.sharedIngredients).toEqual(['Niacinamide']);
    expect((await similar(`id=${id.twin}&cheaper=1`)).data.map(nameOf)).toEqual(['alcohol']);
  });

  it('never offers a product that shares no key ingredient, is sold out or is of another type', async () => {
    const all = (await similar(`id=${id.original}`)).data.map(nameOf);
    expect(all).not.toContain('no-shared-key');
    expect(all).not.toContain('sold-out');
    expect(all).not.toContain('cream');
    // Without cheaper=1 the dearer twin of the label comes first.
    expect(all.slice(0, 2).sort()).toEqual(['dearer', 'twin']);
  });

  it('answers an empty list when nothing cheaper shares a key ingredient', async () => {
    expect((await similar(`id=${id.alcohol}&cheaper=1`)).data).toEqual([]);
  });

  it('is 404 for an unknown product and 400 for a bad id', async () => {
    expect((await similar('id=999999&cheaper=1')).status).toBe(404);
    expect((await similar('id=abc')).status).toBe(400);
    expect((await similar('id=0')).status).toBe(400);
    expect((await similar(`id=${id.original}&cheaper=maybe`)).status).toBe(400);
  });

  it('takes well under a millisecond a call once the catalog is read', async () => {
    const catalog = t.app.services.catalog;
    await catalog.getSimilarProducts(id.original!, true);
    const runs = 2000;
    const start = performance.now();
    for (let i = 0; i < runs; i++) await catalog.getSimilarProducts(id.original!, true);
    const perCall = (performance.now() - start) / runs;
    console.log(`similar products: ${(perCall * 1000).toFixed(1)} µs a call`);
    expect(perCall).toBeLessThan(2);
  });
});
