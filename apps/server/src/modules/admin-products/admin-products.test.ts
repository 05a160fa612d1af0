import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderLines, products } from '../../db/schema';
import { createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';
import {
  insertCategory,
  insertOrder,
  insertProduct,
  jpegImage,
  multipart,
  pngImage,
} from '../../../test/admin-fixtures';

let t: TestApp;
let auth: Record<string, string>;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t, { role: 'admin' });
  auth = { authorization: `Bearer ${await signIn(t, admin.email)}` };
  categoryId = (await insertCategory(t, 'Skincare')).id;
});
afterAll(() => t?.close());

type File = { field: string; name: string; type: string; data: Buffer };
const valid = () => ({
  name: 'Glow Serum',
  description: 'A brightening serum',
  price: '24.99',
  stockQuantity: '12',
  weight: '0.25',
  isFeatured: 'true',
  categoryId: String(categoryId),
  videoLink: '',
  additionalFieldsRaw: JSON.stringify({ 'How To Use': 'Pat gently', ' Skin Type ': 'All' }),
});

function save(fields: Record<string, string | string[]>, files: File[] = []) {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/Products/saveProduct',
    payload: body.payload,
    headers: { ...auth, ...body.headers },
  });
}
const png = async () => ({ field: 'images', name: 'a.png', type: 'image/png', data: await pngImage() });
const jpg = async () => ({ field: 'images', name: 'b.jpg', type: 'image/jpeg', data: await jpegImage() });

describe('saveProduct validation (docs/product.md#validation messages)', () => {
  it.each([
    [{ name: '  ' }, 'Product name is required'],
    [{ description: '' }, 'Product description is required'],
    [{ videoLink: 'not a url' }, 'Enter a valid video URL'],
    [{ price: '' }, 'Price is required'],
    [{ price: 'abc' }, 'Price is required'],
    [{ price: '0' }, 'Price must be greater than zero'],
    [{ price: '-3' }, 'Price must be greater than zero'],
    [{ categoryId: '' }, 'Category is required'],
    [{ weight: '' }, 'Weight is required'],
    [{ weight: '-0.1' }, 'Weight cannot be negative'],
    [
      { additionalFieldsRaw: JSON.stringify({ 'Skin Type': 'a', 'skin_type ': 'b' }) },
      'Field already exists.',
    ],
  ])('%o → %s', async (override, message) => {
    const res = await save({ ...valid(), ...override }, [await png()]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContain(message);
  });

  it('needs at least one image', async () => {
    const res = await save(valid());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['At least one image is required']);
  });

  it("refuses a form with a part named like one of Object.prototype's members, saving nothing", async () => {
    for (const name of ['constructor', 'toString', '__proto__']) {
      const res = await save({ ...valid(), [name]: 'x' }, [await png()]);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual({
        succeeded: false,
        errors: ['prototype property is not allowed as field name'],
      });
    }
    expect(await t.database.db.select().from(products)).toHaveLength(0);
  });

  it('refuses an unknown category', async () => {
    const res = await save({ ...valid(), categoryId: '99999' }, [await png()]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['Category is required']);
  });
});

describe('image uploads', () => {
  it('refuses a text file named .png, and an SVG', async () => {
    const text = await save(valid(), [
      { field: 'images', name: 'evil.png', type: 'image/png', data: Buffer.from('hello, not an image') },
    ]);
    expect(text.statusCode).toBe(400);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const svgRes = await save(valid(), [{ field: 'images', name: 'x.png', type: 'image/png', data: svg }]);
    expect(svgRes.statusCode).toBe(400);
    expect(await t.database.db.select().from(products)).toHaveLength(0);
  });

  it('refuses a 30 MB file with 413 and the envelope', async () => {
    const big = Buffer.alloc(30 * 1024 * 1024, 1);
    const res = await save(valid(), [{ field: 'images', name: 'big.png', type: 'image/png', data: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ succeeded: false });
    expect(await t.database.db.select().from(products)).toHaveLength(0);
  });

  it('refuses a 20,000 × 20,000 pixel image without decoding it', async () => {
    // A valid PNG header announcing 20,000 × 20,000 pixels (a decompression bomb's shape).
    const bomb = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    const res = await save(valid(), [{ field: 'images', name: 'bomb.png', type: 'image/png', data: bomb }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['Each image must be at most 40 megapixels']);
  });

  it('accepts a real PNG and JPEG, stores WebP renditions without metadata, and serves them', async () => {
    const res = await save(valid(), [await png(), await jpg()]);
    expect(res.statusCode).toBe(200);
    const product = res.json().data;
    expect(product).toMatchObject({
      name: 'Glow Serum',
      price: 24.99,
      stockQuantity: 12,
      weight: 0.25,
      isFeatured: true,
      categoryId,
      categoryName: 'Skincare',
      additionalFields: { how_to_use: 'Pat gently', skin_type: 'All' },
    });
    expect(product.images).toHaveLength(2);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ priceCents: 2499, weightGrams: 250 });
    for (const name of product.images as string[]) {
      expect(name).toMatch(/^[a-f0-9]{24}\.webp$/);
      const served = await t.app.inject({ url: `/Images/Products/${name}` });
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      for (const w of [320, 640]) {
        await fs.access(path.join(t.config.imagesDir, name.replace('.webp', `-${w}.webp`)));
      }
    }
  });
});

describe('editing and deleting', () => {
  it('updates fields, adds images and removes deletedImages from the database and the disk', async () => {
    const created = (await save(valid(), [await png(), await jpg()])).json().data;
    const [first, second] = created.images as string[];
    const res = await save(
      { ...valid(), id: String(created.id), name: 'Glow Serum 2', price: '30', deletedImages: [first!] },
      [await png()],
    );
    expect(res.statusCode).toBe(200);
    const updated = res.json().data;
    expect(updated.name).toBe('Glow Serum 2');
    expect(updated.price).toBe(30);
    expect(updated.images).toHaveLength(2);
    expect(updated.images[0]).toBe(second);
    expect(updated.images).not.toContain(first);
    await expect(fs.access(path.join(t.config.imagesDir, first!))).rejects.toThrow();
    await expect(
      fs.access(path.join(t.config.imagesDir, first!.replace('.webp', '-320.webp'))),
    ).rejects.toThrow();

    const none = await save({ ...valid(), id: String(created.id), deletedImages: updated.images });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual(['At least one image is required']);
  });

  it('deletes a product and its files; orders keep their line snapshots', async () => {
    const created = (await save(valid(), [await png()])).json().data;
    const order = await insertOrder(t, [
      { productId: created.id, quantity: 2, unitPriceCents: 2499, name: 'Glow Serum' },
    ]);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/Products/deleteProduct?id=${created.id}`,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    expect(await t.database.db.select().from(products).where(eq(products.id, created.id))).toHaveLength(0);
    await expect(fs.access(path.join(t.config.imagesDir, created.images[0]))).rejects.toThrow();
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines[0]).toMatchObject({
      productId: null,
      name: 'Glow Serum',
      unitPriceCents: 2499,
      quantity: 2,
    });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/Products/deleteProduct?id=${created.id}`,
      headers: auth,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('adminList', () => {
  it('searches name and description, filters by category and pages', async () => {
    const other = await insertCategory(t, 'Makeup');
    await insertProduct(t, other.id, { name: 'Velvet Tint', description: 'Long-wearing lip colour' });
    await insertProduct(t, null, { name: 'Loose Sample', description: 'Mystery velvet pouch' });
    const q = await t.app.inject({ url: '/api/Products/adminList?q=VELVET', headers: auth });
    expect(
      q
        .json()
        .data.items.map((p: { name: string }) => p.name)
        .sort(),
    ).toEqual(['Loose Sample', 'Velvet Tint']);
    const cat = await t.app.inject({
      url: `/api/Products/adminList?q=velvet&categoryId=${other.id}`,
      headers: auth,
    });
    expect(cat.json().data).toMatchObject({ total: 1, page: 1 });
    const none = await t.app.inject({ url: '/api/Products/adminList?categoryId=none', headers: auth });
    expect(
      none.json().data.items.every((p: { categoryName: string | null }) => p.categoryName === null),
    ).toBe(true);
    // Past PostgreSQL's integer: the contract's 400, not the database's error as a 500.
    const huge = await t.app.inject({ url: '/api/Products/adminList?categoryId=2147483648', headers: auth });
    expect(huge.statusCode).toBe(400);
    const paged = await t.app.inject({ url: '/api/Products/adminList?page=2&pageSize=1', headers: auth });
    expect(paged.json().data.items).toHaveLength(1);
    expect(paged.json().data.total).toBeGreaterThan(2);
  });
});

describe('categories', () => {
  const saveCategory = (fields: Record<string, string>) => {
    const body = multipart(fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/Products/saveCategory',
      payload: body.payload,
      headers: { ...auth, ...body.headers },
    });
  };

  it('creates, renames (keeping the description when none is sent) and refuses duplicates', async () => {
    const created = await saveCategory({ name: 'Body Care', description: 'Lotions' });
    expect(created.statusCode).toBe(200);
    const cat = created.json().data;
    expect(cat).toMatchObject({ name: 'Body Care', description: 'Lotions', updatedAt: null });
    const renamed = await saveCategory({ id: String(cat.id), name: 'Bath & Body' });
    expect(renamed.json().data).toMatchObject({ name: 'Bath & Body', description: 'Lotions' });
    expect(renamed.json().data.updatedAt).not.toBeNull();
    const dup = await saveCategory({ name: 'bath & body' });
    expect(dup.statusCode).toBe(409);
    expect((await saveCategory({ name: ' ' })).statusCode).toBe(400);
  });

  it('deleting a category leaves its products uncategorized', async () => {
    const cat = (await saveCategory({ name: 'Temporary' })).json().data;
    const product = await insertProduct(t, cat.id, { name: 'Orphan' });
    await insertProduct(t, cat.id, { name: 'Orphan 2' });
    const counted = await t.app.inject({ url: '/api/Products/adminCategories', headers: auth });
    expect(counted.json().data.find((c: { id: number }) => c.id === cat.id).productCount).toBe(2);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/Products/deleteCategory?id=${cat.id}`,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    const detail = await t.app.inject({ url: `/api/Product/${product.id}` });
    expect(detail.json().data).toMatchObject({ categoryId: null, categoryName: null });
    const list = await t.app.inject({ url: '/api/Products/adminCategories', headers: auth });
    expect(list.json().data.find((c: { id: number }) => c.id === cat.id)).toBeUndefined();
  });
});
