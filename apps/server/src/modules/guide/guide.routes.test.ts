import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type CreateGuideArticleRequest } from '@seoul-glow/shared';
import { auditLog, guideArticles } from '../../db/schema';
import { GUIDE_ARTICLES } from '../../db/seed/guide';
import { seedGuideArticles } from '../../db/seed/seed-guide';
import { callApi } from '../../../test/api';
import { insertCategory, insertProduct } from '../../../test/admin-fixtures';
import { createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';

const api = endpoints.guide;
const admin = endpoints.admin.guide;

let t: TestApp;
let token: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  await seedGuideArticles(t.database.db, GUIDE_ARTICLES);
  token = await signIn(t, (await createAdmin(t, { role: 'admin' })).email);
  const skincare = await insertCategory(t, 'Skincare');
  const sunscreen = { categoryId: skincare.id, productType: 'sunscreen', ratingCount: 3 } as const;
  ids.topSun = (
    await insertProduct(t, skincare.id, { ...sunscreen, name: 'Top Sun', averageRating: 4.9 })
  ).id;
  ids.soldOut = (
    await insertProduct(t, skincare.id, {
      ...sunscreen,
      name: 'Gone Sun',
      averageRating: 5,
      stockQuantity: 0,
    })
  ).id;
  ids.lowSun = (
    await insertProduct(t, skincare.id, { ...sunscreen, name: 'Low Sun', averageRating: 3.1 })
  ).id;
  ids.serum = (
    await insertProduct(t, skincare.id, {
      name: 'Bright Serum',
      productType: 'serum',
      keyIngredients: ['Niacinamide'],
    })
  ).id;
});
afterAll(() => t?.close());

const draft = (over: Partial<CreateGuideArticleRequest> = {}): CreateGuideArticleRequest => ({
  slug: 'evening-sunscreen-removal',
  title: 'Taking sunscreen off at night',
  topic: 'sun',
  summary: 'Cleanse twice in the evening: an oil or balm first lifts sunscreen, a gentle cleanser follows.',
  body: 'Water-resistant sunscreens are made to stay put, so one wash may leave a film behind. Start with a cleansing balm on dry skin, then use a gentle foam.',
  ingredients: [],
  concerns: [],
  skinTypes: ['oily'],
  productTypes: ['cleanser'],
  asks: ['how do i get sunscreen off'],
  related: ['double-cleansing'],
  reviewedAt: '2026-12-01',
  published: true,
  ...over,
});

describe('the guide for shoppers', () => {
  it('finds the article that answers a question, typos and all', async () => {
    const res = await callApi(t.app, api.search, {
      query: { q: 'how ofen should i reaply sunscreen', limit: 3 },
    });
    expect(res.status).toBe(200);
    expect(res.data.hits[0]).toMatchObject({ slug: 'reapplying-sunscreen', topic: 'sun' });
    expect(res.data.hits.length).toBeLessThanOrEqual(3);
    expect((await callApi(t.app, api.search, { query: { q: '' } })).data.hits).toEqual([]);
  });

  it('lists the published articles by topic', async () => {
    const { data } = await callApi(t.app, api.articles);
    const slugs = data.topics.flatMap((g) => g.articles.map((a) => a.slug));
    expect(slugs).toHaveLength(GUIDE_ARTICLES.filter((a) => a.published).length);
    expect(data.topics.find((g) => g.topic === 'sun')?.label).toBe('Sun care');
  });

  it('answers an article with in-stock products that fit, best rated first, related articles and ingredient names', async () => {
    const { status, data } = await callApi(t.app, api.article, { params: { slug: 'reapplying-sunscreen' } });
    expect(status).toBe(200);
    expect(data.article.title).toMatch(/reapply/i);
    expect(data.products.map((p) => p.name)).toEqual(['Top Sun', 'Low Sun']);
    for (const r of data.related) expect(GUIDE_ARTICLES.some((a) => a.slug === r.slug)).toBe(true);
    const withIngredients = await callApi(t.app, api.article, {
      params: { slug: 'vitamin-c-and-niacinamide' },
    });
    expect(withIngredients.data.ingredientNames.niacinamide).toBe('Niacinamide');
  });

  it('answers 404 for an article that does not exist, and 400 for an address that cannot be one', async () => {
    expect((await callApi(t.app, api.article, { params: { slug: 'no-such-article' } })).status).toBe(404);
    expect((await callApi(t.app, api.article, { params: { slug: 'Not_A_Slug' } })).status).toBe(400);
  });

  it('links a product to articles of its type or its key ingredients, and an ingredient to its articles', async () => {
    const forSerum = await callApi(t.app, api.forProduct, { params: { id: ids.serum! } });
    expect(forSerum.data.articles.length).toBeGreaterThan(0);
    expect(forSerum.data.articles.length).toBeLessThanOrEqual(3);
    expect((await callApi(t.app, api.forProduct, { params: { id: 999_999 } })).status).toBe(404);
    const forNiacinamide = await callApi(t.app, api.forIngredient, { params: { slug: 'niacinamide' } });
    const expected = GUIDE_ARTICLES.filter((a) => a.published && a.ingredients.includes('niacinamide'));
    expect(forNiacinamide.data.articles.map((a) => a.slug).sort()).toEqual(
      expected.map((a) => a.slug).sort(),
    );
    expect((await callApi(t.app, api.forIngredient, { params: { slug: 'not-an-ingredient' } })).status).toBe(
      404,
    );
  });
});

describe('Admin → Guide', () => {
  const rowOf = async (slug: string) =>
    (await t.database.db.select().from(guideArticles).where(eq(guideArticles.slug, slug)))[0];
  const auditRows = (entityId: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'guide article'), eq(auditLog.entityId, entityId)));

  it('needs an admin token', async () => {
    expect((await callApi(t.app, admin.list)).status).toBe(401);
    expect((await callApi(t.app, admin.create, { body: draft() })).status).toBe(401);
  });

  it('adds an article that the store search finds at once, with its audit row', async () => {
    const created = await callApi(t.app, admin.create, { token, body: draft() });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ slug: 'evening-sunscreen-removal', published: true });
    const hits = await callApi(t.app, api.search, { query: { q: 'get sunscreen off at night' } });
    expect(hits.data.hits[0]?.slug).toBe('evening-sunscreen-removal');
    const rows = await auditRows('evening-sunscreen-removal');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 201, detail: 'created' });
    expect((await callApi(t.app, admin.create, { token, body: draft() })).status).toBe(409);
  });

  it('edits an article and keeps its address; the list holds unpublished ones too', async () => {
    const body = { ...draft(), title: 'Removing sunscreen in the evening' };
    const { slug: _slug, ...fields } = body;
    const res = await callApi(t.app, admin.update, {
      token,
      params: { slug: 'evening-sunscreen-removal' },
      body: fields,
    });
    expect(res.status).toBe(200);
    expect(res.data.title).toBe('Removing sunscreen in the evening');
    const rows = await auditRows('evening-sunscreen-removal');
    const edit = rows.find((r) => r.detail === 'edited');
    expect(edit?.changes).toContainEqual({
      field: 'title',
      before: 'Taking sunscreen off at night',
      after: 'Removing sunscreen in the evening',
    });
  });

  it('unpublishes: the store no longer shows or finds the article, the admin still does', async () => {
    const res = await callApi(t.app, admin.publish, {
      token,
      params: { slug: 'reapplying-sunscreen' },
      body: { published: false },
    });
    expect(res.status).toBe(200);
    expect(res.data.published).toBe(false);
    expect((await callApi(t.app, api.article, { params: { slug: 'reapplying-sunscreen' } })).status).toBe(
      404,
    );
    const hits = await callApi(t.app, api.search, { query: { q: 'reapply sunscreen', limit: 20 } });
    expect(hits.data.hits.map((h) => h.slug)).not.toContain('reapplying-sunscreen');
    const list = await callApi(t.app, admin.list, { token });
    expect(list.data.articles.find((a) => a.slug === 'reapplying-sunscreen')?.published).toBe(false);
    expect((await auditRows('reapplying-sunscreen')).map((r) => r.detail)).toContain('unpublished');
    // A restart's seed leaves the admin's choice alone.
    expect(await seedGuideArticles(t.database.db, GUIDE_ARTICLES)).toBe(0);
    expect((await rowOf('reapplying-sunscreen'))?.published).toBe(false);
  });

  it('refuses a drug claim with 400 naming the phrase, and changes nothing', async () => {
    const before = await rowOf('double-cleansing');
    const { slug: _slug, ...fields } = draft({
      summary: 'A cleansing balm that treats acne while it lifts sunscreen.',
    });
    const res = await callApi(t.app, admin.update, {
      token,
      params: { slug: 'double-cleansing' },
      body: fields,
    });
    expect(res.status).toBe(400);
    expect(res.errors?.[0]).toMatch(/^Short answer: "treats acne" reads as a drug claim/);
    expect(await rowOf('double-cleansing')).toEqual(before);

    const created = await callApi(t.app, admin.create, {
      token,
      body: draft({ slug: 'a-bad-claim', body: `${draft().body} It heals the skin overnight.` }),
    });
    expect(created.status).toBe(400);
    expect(created.errors?.[0]).toMatch(/^Text: "heals the skin" reads as a drug claim/);
    expect(await rowOf('a-bad-claim')).toBeUndefined();
    const refused = await auditRows('a-bad-claim');
    expect(refused.every((r) => r.status === 400 && r.changes.length === 0)).toBe(true);
  });

  it('validates slugs, topics, ingredients and related articles', async () => {
    const bad = async (over: Partial<CreateGuideArticleRequest>) =>
      (await callApi(t.app, admin.create, { token, body: draft({ slug: 'valid-new-slug', ...over }) }))
        .status;
    expect(await bad({ slug: 'Bad Slug' })).toBe(400);
    expect(await bad({ topic: 'gossip' as never })).toBe(400);
    expect(await bad({ ingredients: ['unicorn-dust'] })).toBe(400);
    expect(await bad({ related: ['no-such-article'] })).toBe(400);
    expect(await bad({ reviewedAt: '01/12/2026' })).toBe(400);
    expect(await rowOf('valid-new-slug')).toBeUndefined();
  });
});
