import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  INGREDIENT_GLOSSARY,
  deriveFreeFrom,
  findIngredient,
  productSchema,
  type Product,
} from '@seoul-glow/shared';
import { products } from '../../db/schema';
import { createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';
import { insertCategory, multipart, pngImage } from '../../../test/admin-fixtures';
import { refreshDerivedBeauty } from '../catalog/beauty-refresh';
import { CatalogService } from '../catalog/catalog.service';

/**
 * The beauty facts saved through the admin (docs/product.md#what-the-store-keeps): free-from is
 * derived from the ingredients on every save and never taken from the form, so it always agrees
 * with the label; the type must be one of the category's.
 */

let t: TestApp;
let auth: Record<string, string>;
let skincare: number;
let haircare: number;
let image: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t, { role: 'admin' });
  auth = { authorization: `Bearer ${await signIn(t, admin.email)}` };
  skincare = (await insertCategory(t, 'Skincare')).id;
  haircare = (await insertCategory(t, 'Haircare')).id;
  image = await pngImage();
});
afterAll(() => t?.close());

const base = () => ({
  name: 'Cica Toner',
  description: 'Calms the look of redness.',
  price: '18',
  weight: '0.2',
  categoryId: String(skincare),
});

async function save(fields: Record<string, string>) {
  const body = multipart(fields, [{ field: 'images', name: 'a.png', type: 'image/png', data: image }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Products/saveProduct',
    payload: body.payload,
    headers: { ...auth, ...body.headers },
  });
  return { status: res.statusCode, body: res.json() };
}

async function read(id: number): Promise<Product> {
  const res = await t.app.inject({ url: `/api/Product/${id}` });
  return productSchema.parse(res.json().data);
}

describe('saving beauty facts through the admin', () => {
  it('stores what the form says and derives free-from from the pasted label', async () => {
    const { status, body } = await save({
      ...base(),
      brand: ' Soonsu ',
      productType: 'toner',
      skinTypes: 'sensitive,oily',
      concerns: 'redness',
      ingredients:
        'Ingredients: Water, Centella Asiatica Extract, 1,2-Hexanediol, Parfum (Fragrance), Linalool.',
      // Typed in another case: stored as the label spells it.
      keyIngredients: 'centella asiatica extract, 1,2-HEXANEDIOL',
      size: '150 ml',
      howToUse: 'Pat into skin.',
      // Not an input: whatever is sent is ignored.
      freeFrom: 'fragrance',
    });
    expect(status).toBe(200);
    const saved = await read(body.data.id);
    expect(saved).toMatchObject({
      brand: 'Soonsu',
      productType: 'toner',
      skinTypes: ['oily', 'sensitive'],
      concerns: ['redness'],
      ingredients: ['Water', 'Centella Asiatica Extract', '1,2-Hexanediol', 'Parfum (Fragrance)', 'Linalool'],
      keyIngredients: ['Centella Asiatica Extract', '1,2-Hexanediol'],
      size: '150 ml',
      howToUse: 'Pat into skin.',
    });
    expect(saved.freeFrom).not.toContain('fragrance');
    expect(saved.freeFrom).toContain('alcohol');
  });

  it('refuses a type from another category, a key ingredient not on the list and a size without a unit', async () => {
    const wrongType = await save({ ...base(), categoryId: String(haircare), productType: 'toner' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors).toEqual(['Choose a product type from the Haircare list']);
    const bad = await save({
      ...base(),
      ingredients: 'Water, Glycerin',
      keyIngredients: 'Niacinamide',
      size: 'big',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      'Size must give an amount and unit, e.g. 150 ml or 50 g',
      'Key ingredient "Niacinamide" is not in the ingredient list',
    ]);
  });

  it('always derives free-from that agrees with the ingredients, for any label', async () => {
    const names = INGREDIENT_GLOSSARY.filter((i) => i.inci.length).map((i) => i.inci[0]!);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(
          fc.constantFrom(...names, 'Zzyzx Root Extract', 'Alcohol Denat.', 'Citrus Limon Peel Oil'),
          {
            minLength: 1,
            maxLength: 12,
            selector: (n) => findIngredient(n)?.id ?? n,
          },
        ),
        async (label) => {
          const { status, body } = await save({ ...base(), ingredients: label.join(', ') });
          expect(status).toBe(200);
          const saved = await read(body.data.id);
          expect(saved.ingredients).toEqual(label);
          expect(saved.freeFrom).toEqual(deriveFreeFrom(label));
          // A label holding a fragrance or an essential oil is never called fragrance-free.
          const scented = label.some((n) => findIngredient(n)?.breaks.includes('fragrance'));
          if (scented) expect(saved.freeFrom).not.toContain('fragrance');
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);

  it('lists products by type and those still missing beauty data', async () => {
    const list = async (query: string) => {
      const res = await t.app.inject({ url: `/api/Products/adminList?pageSize=100&${query}`, headers: auth });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.items as Product[];
    };
    const toners = await list('productType=toner');
    expect(toners.length).toBeGreaterThan(0);
    expect(toners.every((p) => p.productType === 'toner')).toBe(true);
    const missing = await list('missingBeauty=1');
    expect(missing.length).toBeGreaterThan(0);
    expect(
      missing.every((p) => !p.brand || !p.productType || !p.ingredients.length || !p.size || !p.howToUse),
    ).toBe(true);
    expect(missing.map((p) => p.id)).not.toContain(toners.find((p) => p.brand && p.size && p.howToUse)?.id);
  });
});

describe('when the glossary changes', () => {
  it('works every product’s free-from out again, once, and leaves the catalog untouched otherwise', async () => {
    const { body } = await save({ ...base(), ingredients: 'Water, Parfum' });
    const id = body.data.id as number;
    // As an older glossary would have left it: a wrong claim and no glossary ids.
    await t.database.db
      .update(products)
      .set({ freeFrom: ['fragrance'], ingredientIds: [] })
      .where(eq(products.id, id));
    await t.database.db.execute(sql`UPDATE catalog_state SET beauty_glossary = 'older' WHERE id = 1`);
    expect(await refreshDerivedBeauty(t.database.db)).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
    expect(row!.freeFrom).toEqual(deriveFreeFrom(['Water', 'Parfum']));
    expect(row!.ingredientIds).toEqual(['water', findIngredient('Parfum')!.id]);
    expect(await refreshDerivedBeauty(t.database.db)).toBe(0);
  });

  it('is brought up to date by the catalog before its first read', async () => {
    const { body } = await save({ ...base(), ingredients: 'Water, Linalool' });
    await t.database.db
      .update(products)
      .set({ freeFrom: ['fragrance'] })
      .where(eq(products.id, body.data.id));
    await t.database.db.execute(sql`UPDATE catalog_state SET beauty_glossary = NULL WHERE id = 1`);
    const catalog = new CatalogService(t.database.db, { listen: false });
    try {
      const product = await catalog.getProduct(body.data.id);
      await catalog.listProducts();
      const again = await catalog.getProduct(body.data.id);
      expect((again ?? product)!.freeFrom).not.toContain('fragrance');
    } finally {
      await catalog.close();
    }
  });
});

describe('the audit entry of a product edit (Activity)', () => {
  it('names every changed field, the ingredient list included, with before and after, and nothing unchanged', async () => {
    // An editor of its own: the other tests' saves count against the per-admin save rate.
    const editor = await createAdmin(t, { role: 'admin', email: 'audit-editor@example.com' });
    const editorAuth = { authorization: `Bearer ${await signIn(t, editor.email)}` };
    const send = async (fields: Record<string, string>, withImage: boolean) => {
      const form = multipart(
        fields,
        withImage ? [{ field: 'images', name: 'a.png', type: 'image/png', data: image }] : [],
      );
      return t.app.inject({
        method: 'POST',
        url: '/api/Products/saveProduct',
        payload: form.payload,
        headers: { ...editorAuth, ...form.headers },
      });
    };
    const created = await send(
      {
        ...base(),
        productType: 'toner',
        ingredients: 'Water, Glycerin, Centella Asiatica Extract, Niacinamide, 1,2-Hexanediol',
        keyIngredients: 'Centella Asiatica Extract, Niacinamide',
      },
      true,
    );
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;
    const { rows: last } = await t.database.pool.query<{ id: number }>(
      'SELECT max(id)::int AS id FROM audit_log',
    );
    // The same product with a new INCI list (niacinamide out, salicylic acid in), its key
    // ingredients and its price changed; the image kept.
    const res = await send(
      {
        ...base(),
        id: String(id),
        price: '21',
        productType: 'toner',
        ingredients: 'Water, Glycerin, Centella Asiatica Extract, Salicylic Acid, 1,2-Hexanediol',
        keyIngredients: 'Centella Asiatica Extract, Salicylic Acid',
      },
      false,
    );
    expect(res.statusCode).toBe(200);
    const { rows } = await t.database.pool.query<{
      changes: { field: string; before?: string; after?: string }[];
    }>(`SELECT changes FROM audit_log WHERE id > $1 AND action = 'admin.products.save' ORDER BY id`, [
      last[0]!.id ?? 0,
    ]);
    const changes = rows.at(-1)!.changes;
    expect(changes).toContainEqual({
      field: 'ingredients',
      before: 'Water, Glycerin, Centella Asiatica Extract, Niacinamide, 1,2-Hexanediol',
      after: 'Water, Glycerin, Centella Asiatica Extract, Salicylic Acid, 1,2-Hexanediol',
    });
    expect(changes).toContainEqual({
      field: 'keyIngredients',
      before: 'Centella Asiatica Extract, Niacinamide',
      after: 'Centella Asiatica Extract, Salicylic Acid',
    });
    expect(changes).toContainEqual({ field: 'price', before: '18', after: '21' });
    const fields = changes.map((c) => c.field);
    for (const same of ['name', 'description', 'category', 'productType', 'images', 'stock'])
      expect(fields).not.toContain(same);
  });
});
