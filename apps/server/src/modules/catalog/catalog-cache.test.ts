import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { searchQuerySchema, type Product, type SearchQuery, type SearchQueryInput } from '@seoul-glow/shared';
import { buildApp } from '../../app';
import { connectDatabase, type Database, type Db } from '../../db/client';
import { categories, products } from '../../db/schema';
import { createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';
import { insertCategory, insertProduct, multipart, pngImage } from '../../../test/admin-fixtures';
import { STOCK_MAX_AGE_MS } from './catalog-cache';
import { CatalogService } from './catalog.service';
import { productColumns, type ProductRow } from './catalog.repository';
import { toProduct } from './catalog.mapper';
import type { WordPlan } from './text-search';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `read` until `done` holds; returns how long that took (throws past `ms`). */
async function within<T>(ms: number, read: () => Promise<T>, done: (value: T) => boolean): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (done(await read())) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not visible within ${ms} ms`);
    await sleep(20);
  }
}

describe('catalog cache invalidation', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let categoryId: number;
  /** A second app instance on the same database, as a second server process would be. */
  let second: { app: Awaited<ReturnType<typeof buildApp>>; database: Database };

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createAdmin(t, { role: 'admin' });
    auth = { authorization: `Bearer ${await signIn(t, admin.email)}` };
    categoryId = (await insertCategory(t, 'Skincare')).id;
    const database = connectDatabase(t.database.url, 4);
    second = { app: await buildApp(t.config, { database }), database };
    await second.app.ready();
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
    await t?.close();
  });

  const detail = async (app: TestApp['app'], id: number) => {
    const res = await app.inject(`/api/Product/${id}`);
    return { status: res.statusCode, product: res.statusCode === 200 ? (res.json().data as Product) : null };
  };
  const searchNames = async (app: TestApp['app'], q: string) =>
    (
      (await app.inject(`/api/Products/search?q=${encodeURIComponent(q)}`)).json().data.items as Product[]
    ).map((p) => p.name);

  async function saveProduct(fields: Record<string, string>) {
    const body = multipart(
      {
        description: 'A brightening serum',
        price: '24.99',
        stockQuantity: '12',
        weight: '0.25',
        isFeatured: 'false',
        categoryId: String(categoryId),
        videoLink: '',
        additionalFieldsRaw: '{}',
        ...fields,
      },
      fields.id ? [] : [{ field: 'images', name: 'a.png', type: 'image/png', data: await pngImage() }],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Products/saveProduct',
      payload: body.payload,
      headers: { ...auth, ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Product;
  }

  it('an admin edit shows on the next read of the same instance, and soon on a second one', async () => {
    const created = await saveProduct({ name: 'Yuzu Glow Serum' });
    // Both instances read (and cache) the product and a search that finds it.
    expect((await detail(t.app, created.id)).product?.price).toBe(24.99);
    expect((await detail(second.app, created.id)).product?.price).toBe(24.99);
    expect(await searchNames(t.app, 'yuzu')).toEqual(['Yuzu Glow Serum']);
    expect(await searchNames(second.app, 'yuzu')).toEqual(['Yuzu Glow Serum']);

    await saveProduct({ id: String(created.id), name: 'Hanbang Ginseng Serum', price: '31.50' });
    // Same instance: at once.
    expect((await detail(t.app, created.id)).product).toMatchObject({
      name: 'Hanbang Ginseng Serum',
      price: 31.5,
    });
    expect(await searchNames(t.app, 'yuzu')).toEqual([]);
    expect(await searchNames(t.app, 'ginseng')).toEqual(['Hanbang Ginseng Serum']);
    // The other instance: as soon as PostgreSQL's notification arrives.
    const lag = await within(
      STOCK_MAX_AGE_MS,
      () => detail(second.app, created.id),
      (d) => d.product?.name === 'Hanbang Ginseng Serum',
    );
    expect(lag).toBeLessThan(STOCK_MAX_AGE_MS);
    expect(await searchNames(second.app, 'yuzu')).toEqual([]);
  });

  it('a stock change by an order shows within STOCK_MAX_AGE_MS, on every instance', async () => {
    const product = await insertProduct(t, categoryId, { name: 'Centella Ampoule', stockQuantity: 3 });
    expect((await detail(t.app, product.id)).product?.stockQuantity).toBe(3);
    expect((await detail(second.app, product.id)).product?.stockQuantity).toBe(3);
    // What checkout does: take the stock in its own transaction, no catalog write hook.
    await t.database.db
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - 3` })
      .where(eq(products.id, product.id));
    await sleep(STOCK_MAX_AGE_MS + 20);
    // Past the bound, every read must show it (not "eventually": the read waits for a snapshot).
    expect((await detail(t.app, product.id)).product?.stockQuantity).toBe(0);
    expect((await detail(second.app, product.id)).product?.stockQuantity).toBe(0);
    const listed = (await t.app.inject('/api/Products/search?q=centella')).json().data.items as Product[];
    expect(listed.map((p) => p.stockQuantity)).toEqual([0]);
  });

  it('a deleted product is gone on the next read here, and soon on the second instance', async () => {
    const created = await saveProduct({ name: 'Mugwort Calming Mask' });
    expect((await detail(t.app, created.id)).status).toBe(200);
    expect((await detail(second.app, created.id)).status).toBe(200);
    expect(await searchNames(second.app, 'mugwort')).toEqual(['Mugwort Calming Mask']);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/Products/deleteProduct?id=${created.id}`,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    expect((await detail(t.app, created.id)).status).toBe(404);
    expect(await searchNames(t.app, 'mugwort')).toEqual([]);
    await within(
      STOCK_MAX_AGE_MS,
      () => detail(second.app, created.id),
      (d) => d.status === 404,
    );
    expect(await searchNames(second.app, 'mugwort')).toEqual([]);
  });

  it('a category rename shows in product details at once', async () => {
    const cat = await insertCategory(t, 'Fragrance');
    const product = await insertProduct(t, cat.id, { name: 'Camellia Body Mist' });
    expect((await detail(t.app, product.id)).product?.categoryName).toBe('Fragrance');
    const body = multipart({ id: String(cat.id), name: 'Fragrances' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Products/saveCategory',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail(t.app, product.id)).product?.categoryName).toBe('Fragrances');
  });

  it('without notifications, the version row still catches another process’s edit within the bound', async () => {
    const deaf = new CatalogService(second.database.db, { listen: false });
    try {
      const product = await insertProduct(t, categoryId, { name: 'Rice Toner', priceCents: 1500 });
      expect((await deaf.getProduct(product.id))?.price).toBe(15);
      expect((await deaf.searchProducts(searchQuerySchema.parse({ q: 'rice' }))).total).toBe(1);
      // Written by "another process": no hook reaches this cache, no notification is listened to.
      await t.database.db.update(products).set({ priceCents: 1700 }).where(eq(products.id, product.id));
      await sleep(STOCK_MAX_AGE_MS + 20);
      expect((await deaf.getProduct(product.id))?.price).toBe(17);
      await t.database.db.delete(products).where(eq(products.id, product.id));
      await sleep(STOCK_MAX_AGE_MS + 20);
      expect(await deaf.getProduct(product.id)).toBeNull();
      expect((await deaf.searchProducts(searchQuerySchema.parse({ q: 'rice' }))).total).toBe(0);
    } finally {
      await deaf.close();
    }
  });
});

/**
 * The reference for the in-memory search: the whole search as one SQL query, given what each word
 * stands for (the plan). A product matches when every word's tsqueries match it; its relevance is
 * the sum in word order of each word's best weighted ts_rank, all in float4 as PostgreSQL computes
 * it; then the docs/architecture.md#api-contract orders and the filters in PostgreSQL, and the requested page of that.
 */
async function sqlSearch(db: Db, plan: WordPlan[] | null, query: SearchQuery) {
  const conditions: SQL[] = [];
  let relevance: SQL | null = null;
  if (query.q) {
    if (!plan) conditions.push(sql`false`);
    for (const word of plan ?? []) {
      const scores = word.terms.map(
        ({ query: q, weight }) => sql`CASE WHEN ${products.searchVector} @@ to_tsquery('english', ${q})
          THEN ts_rank(${products.searchVector}, to_tsquery('english', ${q})) * ${weight}::real END`,
      );
      const best = sql`greatest(${sql.join(scores, sql`, `)})`;
      conditions.push(sql`${best} IS NOT NULL`);
      relevance = relevance ? sql`(${relevance} + ${best})` : best;
    }
  }
  if (query.category) conditions.push(sql`lower(${categories.name}) = lower(${query.category})`);
  if (query.ids) conditions.push(query.ids.length ? inArray(products.id, query.ids) : sql`false`);
  const order: SQL[] =
    query.sort === 'price_asc'
      ? [asc(products.priceCents), asc(products.id)]
      : query.sort === 'price_desc'
        ? [desc(products.priceCents), asc(products.id)]
        : query.sort === 'newest'
          ? [desc(products.createdAt), desc(products.id)]
          : [
              ...(relevance ? [sql`${relevance} DESC`, sql`${products.stockQuantity} > 0 DESC`] : []),
              desc(products.isFeatured),
              desc(products.ratingCount),
              asc(products.id),
            ];
  const rows = (await db
    .select({ ...productColumns, relevance: relevance ?? sql<number>`0::real` })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...order)) as unknown as (ProductRow & { relevance: number })[];
  const from = (query.page - 1) * query.pageSize;
  const page = rows.slice(from, from + query.pageSize);
  return { total: rows.length, rows: page, relevance: page.map((r) => r.relevance) };
}

/** Every product the plan's words all match, with its relevance, by id. */
async function sqlMatches(db: Db, plan: WordPlan[] | null): Promise<{ id: number; relevance: number }[]> {
  if (!plan) return [];
  const query = searchQuerySchema.parse({ q: 'x', pageSize: '100' });
  const all: { id: number; relevance: number }[] = [];
  for (let page = 1; ; page++) {
    const { rows, total, relevance } = await sqlSearch(db, plan, { ...query, sort: 'price_asc', page });
    rows.forEach((r, k) => all.push({ id: r.id, relevance: Math.fround(relevance[k]!) }));
    if (all.length >= total) break;
  }
  return all.sort((a, b) => a.id - b.id);
}

describe('cached search answers exactly as the SQL search', () => {
  let t: TestApp;
  let service: CatalogService;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    await db.execute(sql`INSERT INTO categories (name) VALUES ('Skincare'), ('Makeup'), ('Haircare')`);
    // 600 products from repeating word lists (many ties in price, rating and relevance, and
    // relevance that differs: a word in the name, the description or both).
    await db.execute(sql`
      WITH w AS (SELECT
        ARRAY['Jeju','Seoul','Glow','Dewy','Velvet','Pure','Daily','Calming'] AS lead,
        ARRAY['Snail Mucin','Green Tea','Centella','Rice','Ginseng','Cica'] AS hero,
        ARRAY['Essence','Toner','Serum','Cream','Cushion','Sheet Mask','Lip Tint'] AS kind)
      INSERT INTO products (name, description, price_cents, stock_quantity, is_featured, category_id,
                            rating_count, created_at)
      SELECT lead[1 + g % 8] || ' ' || hero[1 + (g * 7) % 6] || ' ' || kind[1 + (g * 5) % 7],
             -- The description's ingredient is the name's for some products only: ranks differ.
             'A ' || lower(kind[1 + (g * 5) % 7]) || ' with ' || lower(hero[1 + (g * 11) % 6]) || ' that hydrates.',
             500 + (g * 37) % 40 * 100, g % 9, g % 11 = 0,
             CASE WHEN g % 13 = 0 THEN NULL ELSE (SELECT min(id) FROM categories) + g % 3 END,
             (g * 3) % 20, timestamp '2026-01-01' + make_interval(secs => (g * 7919) % 500)
      FROM w, generate_series(1, 600) g`);
    service = new CatalogService(db, { listen: false });
  });
  afterAll(async () => {
    await service?.close();
    await t?.close();
  });

  const texts = [
    'snail musin',
    'snail',
    'cushi',
    'green tea toner',
    'hydrat',
    'velvet lip',
    'zzz',
    '!!',
    'the snail',
    'centela cream',
    'snial',
    'glow glow',
    'ric',
  ];

  it('PostgreSQL text search, kept per word, matches and ranks every text as the SQL search', async () => {
    for (const q of texts) {
      const query = searchQuerySchema.parse({ q, pageSize: '100' });
      const plan = await service.searchPlan(q);
      const expected = await sqlMatches(t.database.db, plan);
      const actual = await service.textMatches(q);
      expect(
        actual.sort((a, b) => a.id - b.id),
        q,
      ).toEqual(expected);
      expect(query.q).toBe(q);
    }
  });

  // Texts the beauty vocabulary does not read (beauty-search.ts): the whole search is text search.
  const queries: SearchQueryInput[] = [];
  for (const q of ['', 'cushi', 'hydrat', 'zzz', '!!', 'ric', 'velvet', 'jeju dewy'])
    for (const sort of ['featured', 'price_asc', 'price_desc', 'newest'] as const)
      for (const category of ['', 'makeup', 'Nope'])
        for (const page of [1, 3]) queries.push({ q, sort, category, page: String(page), pageSize: '17' });
  queries.push({ q: 'snail', ids: '5,9,12,600,99999', pageSize: '100' });
  queries.push({ ids: '', pageSize: '10' });

  it('for every text, sort, category and page', async () => {
    for (const input of queries) {
      const query = searchQuerySchema.parse(input);
      const expected = await sqlSearch(t.database.db, await service.searchPlan(query.q), query);
      const actual = await service.searchProducts(query);
      expect({ total: actual.total, ids: actual.items.map((p) => p.id) }, JSON.stringify(input)).toEqual({
        total: expected.total,
        ids: expected.rows.map((r) => r.id),
      });
      expect(actual.items).toEqual(expected.rows.map(({ relevance: _relevance, ...row }) => toProduct(row)));
    }
  });

  it('related and featured products as the SQL orders them', async () => {
    const featured = await service.listFeaturedProducts(8);
    const sqlFeatured = (
      await t.database.db.execute<{ id: number }>(
        sql`SELECT id FROM products WHERE is_featured ORDER BY created_at DESC, id ASC LIMIT 8`,
      )
    ).rows.map((r) => r.id);
    expect(featured.map((p) => p.id)).toEqual(sqlFeatured);
    for (const id of [1, 2, 13, 77]) {
      const detail = await service.getProduct(id);
      const sqlRelated = (
        await t.database.db.execute<{ id: number }>(sql`
          SELECT p.id FROM products p, products me WHERE me.id = ${id} AND p.category_id = me.category_id
            AND p.id <> me.id ORDER BY p.is_featured DESC, p.rating_count DESC, p.id ASC LIMIT 4`)
      ).rows.map((r) => r.id);
      expect(detail?.relatedProducts.map((p) => p.id)).toEqual(sqlRelated);
    }
  });
});

describe('catalog JSON reads', () => {
  let t: TestApp;
  let service: CatalogService;
  let ids: number[];

  beforeAll(async () => {
    t = await createTestApp();
    const category = await insertCategory(t, 'Skincare');
    ids = [];
    for (const [i, name] of [
      'Quote "stockQuantity":5, Serum',
      'Plain Toner',
      'Cica Cream',
      'Rice Mask',
    ].entries()) {
      const row = await insertProduct(t, category.id, {
        name,
        description: `Says "stockQuantity":${i} in its text, and \\ a backslash`,
        stockQuantity: 10 + i,
        additionalFields: { stock_quantity: '"stockQuantity":9' },
      });
      ids.push(row.id);
    }
    service = new CatalogService(t.database.db, { listen: false });
  });
  afterAll(async () => {
    await service?.close();
    await t?.close();
  });

  it('gives exactly what the object reads give, also after a stock change', async () => {
    const compare = async () => {
      for (const id of ids) {
        expect(JSON.parse(Buffer.concat((await service.getProductJson(id))!).toString())).toEqual(
          JSON.parse(JSON.stringify(await service.getProduct(id))),
        );
      }
      const query = searchQuerySchema.parse({
        q: 'stockquantity',
        pageSize: 2,
        page: 1,
      } satisfies SearchQueryInput);
      const asObjects = JSON.parse(JSON.stringify(await service.searchProducts(query)));
      expect(JSON.parse(Buffer.concat(await service.searchProductsJson(query)).toString())).toEqual(
        asObjects,
      );
      // A page the search thread computed gives the same answer (search-thread.ts).
      const page = await service.searchPage(query);
      expect(JSON.parse(Buffer.concat(await service.searchProductsJson(query, page)).toString())).toEqual(
        asObjects,
      );
    };
    await compare();
    await t.database.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, ids[0]!));
    await sleep(STOCK_MAX_AGE_MS + 100);
    const detail = JSON.parse(Buffer.concat((await service.getProductJson(ids[0]!))!).toString()) as Product;
    expect(detail.stockQuantity).toBe(0);
    expect(detail.name).toBe('Quote "stockQuantity":5, Serum');
    await compare();
  });

  it('answers null for a product that does not exist', async () => {
    expect(await service.getProductJson(2_000_000_000)).toBeNull();
  });
});
