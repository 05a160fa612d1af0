import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResultSchema, type SearchResult } from '@seoul-glow/shared';
import { eq, sql } from 'drizzle-orm';
import { categories, products, searchTerms } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { searchWords, wordTsQuery } from './search.repository';
import { typoAllowance } from './text-search';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [sk, mk] = await db
    .insert(categories)
    .values([{ name: 'Skincare' }, { name: 'Makeup' }])
    .returning();
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  await db.insert(products).values([
    {
      name: 'Snail Mucin Essence',
      description: 'Repairs and hydrates tired skin.',
      priceCents: 2350,
      isFeatured: true,
      categoryId: sk!.id,
      createdAt: day(1),
    },
    {
      name: 'Green Tea Toner',
      description: 'Soothing hydration with green tea.',
      priceCents: 1800,
      categoryId: sk!.id,
      createdAt: day(5),
    },
    {
      name: 'Cica Cream',
      description: 'Calms redness; a snail-free formula.',
      priceCents: 2900,
      categoryId: sk!.id,
      createdAt: day(3),
    },
    {
      name: 'Velvet Lip Tint',
      description: 'Long-wearing colour.',
      priceCents: 1400,
      isFeatured: true,
      categoryId: mk!.id,
      createdAt: day(4),
    },
    {
      name: 'Cushion Foundation',
      description: 'Dewy coverage.',
      priceCents: 3200,
      categoryId: mk!.id,
      createdAt: day(2),
    },
  ]);
});
afterAll(() => t.close());

async function search(query: string): Promise<SearchResult> {
  const res = await t.app.inject({ method: 'GET', url: `/api/Products/search${query}` });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.succeeded).toBe(true);
  return searchResultSchema.parse(body.data);
}
const names = (r: SearchResult) => r.items.map((p) => p.name);

describe('GET /api/Products/search', () => {
  it('lists everything with featured products first by default', async () => {
    const r = await search('');
    expect(r.total).toBe(5);
    expect(r.page).toBe(1);
    expect(names(r).slice(0, 2).sort()).toEqual(['Snail Mucin Essence', 'Velvet Lip Tint']);
  });

  it('forgives typos through trigram similarity ("snail musin")', async () => {
    const r = await search('?q=snail%20musin');
    expect(names(r)[0]).toBe('Snail Mucin Essence');
    expect(names(r)).not.toContain('Velvet Lip Tint');
  });

  it('forgives swapped, dropped and doubled letters in any word, and a typo in a word begun', async () => {
    expect(names(await search('?q=snial%20mucin'))).toEqual(['Snail Mucin Essence']);
    expect(names(await search('?q=grene%20tea'))).toEqual(['Green Tea Toner']);
    expect(names(await search('?q=cusshion'))).toEqual(['Cushion Foundation']);
    expect(names(await search('?q=velvt%20lip'))).toEqual(['Velvet Lip Tint']);
    expect(names(await search('?q=essense'))).toEqual(['Snail Mucin Essence']);
    // The last word as typed so far, with a typo in it: 'foundt' → foundation.
    expect(names(await search('?q=cushion%20foundt'))).toEqual(['Cushion Foundation']);
  });

  it('needs every word it does not understand to match, and ranks a name match above a description match', async () => {
    // 'repairs' is only in the essence's description, 'colour' only in the lip tint's.
    expect(names(await search('?q=repairs%20colour'))).toEqual([]);
    expect(names(await search('?q=repairs'))).toEqual(['Snail Mucin Essence']);
    // 'snail' is in the Snail Mucin Essence's name and in the Cica Cream's description.
    expect(names(await search('?q=snail'))).toEqual(['Snail Mucin Essence', 'Cica Cream']);
  });

  it('ignores stop words instead of matching nothing', async () => {
    expect(names(await search('?q=the%20cica%20cream'))).toEqual(['Cica Cream']);
    // Stop words alone ask for nothing: the whole list, never 'No Products Found'.
    expect((await search('?q=the')).total).toBe((await search('')).total);
  });

  it('finds words in descriptions and word prefixes through full-text search', async () => {
    expect(names(await search('?q=redness'))).toEqual(['Cica Cream']);
    expect(names(await search('?q=cushi'))).toEqual(['Cushion Foundation']);
  });

  it('returns nothing for a query matching nothing', async () => {
    const r = await search('?q=zzqxwv');
    expect(r).toMatchObject({ items: [], total: 0 });
  });

  it('filters by category name, case-insensitively', async () => {
    const r = await search('?category=makeup');
    expect(names(r).sort()).toEqual(['Cushion Foundation', 'Velvet Lip Tint']);
    expect((await search('?category=Nope')).total).toBe(0);
  });

  it('combines search and category', async () => {
    expect(names(await search('?q=tea&category=Skincare'))).toEqual(['Green Tea Toner']);
    expect((await search('?q=tea&category=Makeup')).total).toBe(0);
  });

  it('sorts by price both ways and by newest', async () => {
    expect((await search('?sort=price_asc')).items.map((p) => p.price)).toEqual([14, 18, 23.5, 29, 32]);
    expect((await search('?sort=price_desc')).items.map((p) => p.price)).toEqual([32, 29, 23.5, 18, 14]);
    expect(names(await search('?sort=newest'))).toEqual([
      'Green Tea Toner',
      'Velvet Lip Tint',
      'Cica Cream',
      'Cushion Foundation',
      'Snail Mucin Essence',
    ]);
  });

  it('paginates in the database and reports the total', async () => {
    const first = await search('?sort=price_asc&pageSize=2&page=1');
    const third = await search('?sort=price_asc&pageSize=2&page=3');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.items.map((p) => p.price)).toEqual([14, 18]);
    expect(third.items.map((p) => p.price)).toEqual([32]);
    expect((await search('?pageSize=2&page=9')).items).toEqual([]);
  });

  it('restricts to given ids (the wishlist)', async () => {
    const all = await search('?sort=price_asc');
    const ids = all.items.slice(0, 2).map((p) => p.id);
    const r = await search(`?ids=${ids.join(',')},999999,abc`);
    expect(r.items.map((p) => p.id).sort()).toEqual([...ids].sort());
    expect((await search('?ids=')).total).toBe(0);
  });

  it('falls back to defaults for an unknown sort or a bad page', async () => {
    const r = await search('?sort=bogus&page=-3&pageSize=5000');
    expect(r.page).toBe(1);
    expect(r.pageSize).toBe(24);
    expect(r.total).toBe(5);
  });

  it('reads a list parameter given twice as its comma list, and any other by its first value', async () => {
    const all = await search('?sort=price_asc');
    const [a, b, c] = all.items.map((p) => p.id);
    const twice = await search(`?ids=${a}&ids=${b},${c}`);
    expect(twice.items.map((p) => p.id).sort()).toEqual([a, b, c].sort());
    const r = await search('?sort=price_desc&sort=price_asc&q=&q=nothing-like-this&pageSize=2&pageSize=3');
    expect(r.items.map((p) => p.id)).toEqual(
      (await search('?sort=price_desc&pageSize=2')).items.map((p) => p.id),
    );
    expect(r.pageSize).toBe(2);
  });

  it('treats tsquery syntax in the text as plain words', async () => {
    const r = await search(`?q=${encodeURIComponent("snail & ! | :* ' (")}`);
    expect(names(r)).toContain('Snail Mucin Essence');
  });
});

describe('search words', () => {
  it('keeps runs of letters and digits, lower-cased, and matches the last word as a prefix', () => {
    expect(searchWords("Snail's  MUCIN! No.5")).toEqual(['snail', 's', 'mucin', 'no', '5']);
    expect(searchWords('  &|!:*  ')).toEqual([]);
    expect(wordTsQuery('mucin', true)).toBe('mucin:*');
    expect(wordTsQuery('mucin', false)).toBe('mucin');
  });

  it('allows more typos in longer words', () => {
    expect(['tea', 'rice', 'snail', 'centella', 'hyaluronic'].map(typoAllowance)).toEqual([0, 1, 2, 2, 3]);
  });
});

describe('the search vocabulary (search_terms)', () => {
  const count = async (term: string) =>
    (await t.database.db.select().from(searchTerms).where(eq(searchTerms.term, term)))[0]?.products ?? 0;

  it('holds every indexed word of the catalog with how many products use it', async () => {
    expect(await count('snail')).toBe(2);
    expect(await count('essence')).toBe(1);
    // Stop words and words under three letters are left out.
    expect(await count('and')).toBe(0);
    expect(await count('tea')).toBe(1);
  });

  it('follows inserts, edits and deletes, and ignores stock changes', async () => {
    const [row] = await t.database.db
      .insert(products)
      .values({ name: 'Yuzu Sleeping Pack', description: 'Overnight yuzu glow.', priceCents: 2100 })
      .returning();
    expect(await count('yuzu')).toBe(1);
    expect(await count('overnight')).toBe(1);
    await t.database.db.update(products).set({ name: 'Honey Sleeping Pack' }).where(eq(products.id, row!.id));
    expect([await count('yuzu'), await count('honey'), await count('sleeping')]).toEqual([1, 1, 1]);
    await t.database.db
      .update(products)
      .set({ description: 'Overnight glow.' })
      .where(eq(products.id, row!.id));
    expect(await count('yuzu')).toBe(0);
    const before = await t.database.db.select().from(searchTerms);
    await t.database.db
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + 1` })
      .where(eq(products.id, row!.id));
    expect(await t.database.db.select().from(searchTerms)).toEqual(before);
    await t.database.db.delete(products).where(eq(products.id, row!.id));
    expect([await count('honey'), await count('overnight'), await count('snail')]).toEqual([0, 0, 2]);
  });
});
