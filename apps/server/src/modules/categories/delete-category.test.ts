import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE_CATEGORY_MESSAGES, endpoints } from '@seoul-glow/shared';
import { createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';
import { callApi } from '../../../test/api';
import { insertCategory, insertProduct } from '../../../test/admin-fixtures';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t, (await createAdmin(t, { role: 'admin' })).email);
});
afterAll(() => t?.close());

const remove = (id: number, moveTo?: number) =>
  callApi(t.app, endpoints.admin.categories.remove, { query: { id, ...(moveTo ? { moveTo } : {}) }, token });

async function categoryOf(productIds: number[]) {
  const { rows } = await t.database.db.execute<{ category_id: number | null }>(
    sql`SELECT category_id FROM products WHERE id IN ${sql.raw(`(${productIds.join(',')})`)} ORDER BY id`,
  );
  return rows.map((r) => r.category_id);
}

describe('DELETE /api/Products/deleteCategory', () => {
  it('moves every product to another category in the same step', async () => {
    const from = await insertCategory(t, 'Masks Old');
    const to = await insertCategory(t, 'Skincare');
    const ids = [];
    for (let i = 0; i < 12; i++) ids.push((await insertProduct(t, from.id, { productType: 'mask' })).id);
    const counts = await callApi(t.app, endpoints.admin.categories.list, { token });
    expect(counts.data.find((c) => c.id === from.id)?.productCount).toBe(12);

    const res = await remove(from.id, to.id);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ moved: 12, movedTo: 'Skincare' });
    expect(res.body.message).toBe('Category deleted; 12 products moved to Skincare');
    expect(await categoryOf(ids)).toEqual(Array(12).fill(to.id));
  });

  it('without a target leaves the products uncategorized and says how many', async () => {
    const cat = await insertCategory(t);
    const p = await insertProduct(t, cat.id);
    const res = await remove(cat.id);
    expect(res.data).toEqual({ moved: 1, movedTo: null });
    expect(await categoryOf([p.id])).toEqual([null]);
  });

  it('refuses a target that is the category itself, missing, or lacks a product type, changing nothing', async () => {
    const cat = await insertCategory(t, 'Hair Bits');
    const hair = await insertCategory(t, 'Haircare');
    const p = await insertProduct(t, cat.id, { productType: 'serum' });
    expect((await remove(cat.id, cat.id)).errors).toEqual([DELETE_CATEGORY_MESSAGES.moveToSelf]);
    expect((await remove(cat.id, 999_999)).errors).toEqual([DELETE_CATEGORY_MESSAGES.moveToMissing]);
    const misfit = await remove(cat.id, hair.id);
    expect(misfit.status).toBe(400);
    expect(misfit.errors).toEqual([
      DELETE_CATEGORY_MESSAGES.typeNotInTarget('Haircare', ['Serum & ampoule']),
    ]);
    expect(await categoryOf([p.id])).toEqual([cat.id]);
    const still = await callApi(t.app, endpoints.admin.categories.list, { token });
    expect(still.data.some((c) => c.id === cat.id)).toBe(true);
  });

  it('answers 404 for an unknown category', async () => {
    expect((await remove(999_998)).status).toBe(404);
  });
});
