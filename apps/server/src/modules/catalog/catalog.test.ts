import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { endpoints } from '@seoul-glow/shared';
import { categories, productImages, products } from '../../db/schema';
import { callApi } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
let skincare: number;
let serumId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [sk, mk] = await db
    .insert(categories)
    .values([{ name: 'Skincare', description: 'Cleansers, toners, serums' }, { name: 'Makeup' }])
    .returning();
  skincare = sk!.id;
  const rows = await db
    .insert(products)
    .values([
      {
        name: 'Snail Mucin Essence',
        description: 'Repairs.',
        priceCents: 2350,
        stockQuantity: 40,
        weightGrams: 180,
        isFeatured: true,
        categoryId: sk!.id,
        additionalFields: { volume: '100 ml' },
        averageRating: 4.8,
        ratingCount: 120,
        videoLink: 'https://www.youtube.com/watch?v=abcdefghijk',
      },
      {
        name: 'Green Tea Toner',
        description: 'Hydrates.',
        priceCents: 1800,
        stockQuantity: 10,
        weightGrams: 250,
        categoryId: sk!.id,
      },
      {
        name: 'Cica Cream',
        description: 'Calms.',
        priceCents: 2900,
        stockQuantity: 0,
        weightGrams: 90,
        categoryId: sk!.id,
      },
      {
        name: 'Velvet Lip Tint',
        description: 'Colour.',
        priceCents: 1400,
        stockQuantity: 5,
        weightGrams: 20,
        categoryId: mk!.id,
      },
      {
        name: 'Loose Product',
        description: 'No category.',
        priceCents: 999,
        stockQuantity: 1,
        weightGrams: 0,
      },
    ])
    .returning();
  serumId = rows[0]!.id;
  await db.insert(productImages).values([
    { productId: serumId, fileName: 'bbbbbbbbbbbbbbbbbbbbbbbb.webp', position: 1 },
    { productId: serumId, fileName: 'aaaaaaaaaaaaaaaaaaaaaaaa.webp', position: 0 },
  ]);
});
afterAll(() => t.close());

describe('GET /api/Products/getAllProducts', () => {
  it('lists every product in the contract shape, dollars and kilograms, without a token', async () => {
    const res = await callApi(t.app, endpoints.catalog.listProducts);
    expect(res.status).toBe(200);
    expect(res.body.succeeded).toBe(true);
    expect(res.data).toHaveLength(5);
    const serum = res.data.find((p) => p.id === serumId);
    expect(serum).toMatchObject({
      price: 23.5,
      weight: 0.18,
      stockQuantity: 40,
      isFeatured: true,
      categoryId: skincare,
      categoryName: 'Skincare',
      category: { id: skincare, name: 'Skincare' },
      additionalFields: { volume: '100 ml' },
      images: ['aaaaaaaaaaaaaaaaaaaaaaaa.webp', 'bbbbbbbbbbbbbbbbbbbbbbbb.webp'],
      averageRating: 4.8,
      ratingCount: 120,
    });
    const loose = res.data.find((p) => p.name === 'Loose Product');
    expect(loose).toMatchObject({
      categoryId: null,
      categoryName: null,
      category: null,
      averageRating: 5,
      images: [],
    });
  });
});

describe('GET /api/Products/getCategories', () => {
  it('lists categories with ISO dates and null for what is absent', async () => {
    const res = await callApi(t.app, endpoints.catalog.listCategories);
    expect(res.body.succeeded).toBe(true);
    expect(res.data.map((c) => c.name)).toEqual(['Skincare', 'Makeup']);
    expect(res.data[1]).toMatchObject({ description: null, updatedAt: null });
    expect(Date.parse(res.data[0]!.createdAt!)).not.toBeNaN();
  });
});

describe('GET /api/Product/:id', () => {
  it('returns the product with up to 4 related products of its category', async () => {
    const res = await callApi(t.app, endpoints.catalog.product, { params: { id: serumId } });
    expect(res.status).toBe(200);
    expect(res.data.name).toBe('Snail Mucin Essence');
    expect(res.data.relatedProducts.map((p) => p.name).sort()).toEqual(['Cica Cream', 'Green Tea Toner']);
  });

  it('answers an unknown id with a JSON 404 and a malformed id with 400', async () => {
    const product = (id: unknown) => callApi(t.app, endpoints.catalog.product, { params: { id } });
    const missing = await product(999999);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ succeeded: false, errors: ['Not found'] });
    expect((await product('abc')).status).toBe(400);
    expect((await product(-1)).status).toBe(400);
    expect((await product('99999999999999')).status).toBe(400);
  });
});

describe('failures never leak internals', () => {
  it('answers a database failure with a bare 500 envelope', async () => {
    const broken = await createTestApp();
    await broken.database.db.execute(sql`DROP TABLE products CASCADE`);
    const res = await broken.app.inject('/api/Products/getAllProducts');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ succeeded: false, errors: ['An unexpected error occurred'] });
    expect(res.body).not.toMatch(/products"|relation|stack|at /);
    await broken.close();
  });
});
