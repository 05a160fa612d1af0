import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { IMAGE_WIDTHS, deriveFreeFrom, imageVariantName } from '@seoul-glow/shared';
import { createTestDatabase } from '../../../test/db';
import {
  categories,
  orderLines,
  orderStatusHistory,
  orders,
  productImages,
  products,
  reviews,
  shippingAddresses,
  shippingZones,
} from '../schema';
import { deleteProductImage, InvalidImageError, storeProductImage } from '../../lib/image-store';
import { newOrderPublicId } from '../../lib/order-id';
import { CATALOG_PRODUCTS } from './catalog-data';
import { buildDemoOrders, mulberry32 } from './demo-orders';
import { SHIPPING_ZONES } from './shipping-zones';
import { seedDemoData } from './seed';

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;

let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-seed-test-'));
});
afterAll(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

const renditions = (fileName: string) => [
  fileName,
  ...IMAGE_WIDTHS.filter((w) => w < 1024).map((w) => imageVariantName(fileName, w)),
];

describe('seedDemoData', () => {
  let t: TestDb;
  let imagesDir: string;
  let first: Awaited<ReturnType<typeof seedDemoData>>;
  const now = new Date();

  beforeAll(async () => {
    t = await createTestDatabase();
    imagesDir = path.join(tmp, 'seeded');
    first = await seedDemoData(t.db, { imagesDir, now });
  }, 120_000);
  afterAll(() => t?.close());

  it('reports what it inserted', () => {
    expect(first.categories).toBe(4);
    expect(first.products).toBeGreaterThanOrEqual(44);
    expect(first.zones).toBeGreaterThanOrEqual(30);
    expect(first.orders).toBeGreaterThanOrEqual(50);
  });

  it('fills the four categories with at least 11 products each and 10 featured', async () => {
    const rows = await t.db
      .select({
        name: categories.name,
        count: sql<number>`count(${products.id})::int`,
        featured: sql<number>`count(*) FILTER (WHERE ${products.isFeatured})::int`,
      })
      .from(categories)
      .leftJoin(products, eq(products.categoryId, categories.id))
      .groupBy(categories.name);
    expect(rows.map((r) => r.name).sort()).toEqual(['Fragrances', 'Haircare', 'Makeup', 'Skincare']);
    for (const r of rows) expect(r.count).toBeGreaterThanOrEqual(11);
    expect(rows.reduce((s, r) => s + r.count, 0)).toBeGreaterThanOrEqual(44);
    expect(rows.reduce((s, r) => s + r.featured, 0)).toBeGreaterThanOrEqual(10);
    const [outOfStock] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.stockQuantity, 0));
    expect(outOfStock!.n).toBe(2);
  });

  it('gives every product at least one WebP photo with all its renditions on disk', async () => {
    const all = await t.db.select({ id: products.id }).from(products);
    const images = await t.db.select().from(productImages);
    for (const p of all) expect(images.some((i) => i.productId === p.id)).toBe(true);
    for (const image of images) {
      for (const name of renditions(image.fileName)) {
        const meta = await sharp(path.join(imagesDir, name)).metadata();
        expect(meta.format).toBe('webp');
      }
      expect([image.width, image.height]).toEqual([1024, 1024]);
    }
  });

  it('gives every product its beauty facts, with free-from agreeing with its ingredient list', async () => {
    const rows = await t.db.select().from(products);
    expect(rows).toHaveLength(CATALOG_PRODUCTS.length);
    for (const p of rows) {
      expect([p.brand, p.productType, p.size, p.howToUse].every(Boolean), p.name).toBe(true);
      expect(p.ingredients.length, p.name).toBeGreaterThan(3);
      expect(p.freeFrom, p.name).toEqual(deriveFreeFrom(p.ingredients));
      expect(p.ingredientIds.length, p.name).toBeGreaterThan(0);
      // Size and how-to-use are facts of their own now, not detail fields as well.
      expect(Object.keys(p.additionalFields), p.name).not.toContain('volume');
      expect(Object.keys(p.additionalFields), p.name).not.toContain('how_to_use');
    }
  });

  it('adds the shipping zones', async () => {
    const zones = await t.db.select().from(shippingZones);
    expect(zones.length).toBeGreaterThanOrEqual(30);
    expect(zones.map((z) => z.country)).toEqual(
      expect.arrayContaining(['United States', 'South Korea', 'United Kingdom']),
    );
  });

  it('adds 50–70 consistent orders in every status, with addresses, lines and history', async () => {
    const all = await t.db.select().from(orders);
    expect(all.length).toBeGreaterThanOrEqual(50);
    expect(all.length).toBeLessThanOrEqual(70);
    expect(new Set(all.map((o) => o.status))).toEqual(
      new Set(['pending', 'processing', 'shipped', 'delivered', 'cancelled']),
    );
    const lines = await t.db.select().from(orderLines);
    const history = await t.db.select().from(orderStatusHistory);
    const addresses = await t.db.select({ id: shippingAddresses.id }).from(shippingAddresses);
    expect(addresses).toHaveLength(all.length);
    for (const o of all) {
      const own = lines.filter((l) => l.orderId === o.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(4);
      expect(o.subtotalCents).toBe(own.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0));
      expect(o.totalCents).toBe(o.subtotalCents + o.shippingFeeCents);
      if (o.subtotalCents >= 5000) expect(o.shippingFeeCents).toBe(0);
      expect(o.publicId).toMatch(/^SG-[0-9A-HJKMNP-TV-Z]{10}$/);
      expect(o.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(o.createdAt.getTime()).toBeGreaterThan(now.getTime() - 61 * 86_400_000);
      const steps = history
        .filter((h) => h.orderId === o.id)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      expect(steps[0]!.status).toBe('pending');
      expect(steps.at(-1)!.status).toBe(o.status);
      if (o.status === 'cancelled') expect(steps.map((s) => s.status)).toEqual(['pending', 'cancelled']);
      if (o.status === 'shipped' || o.status === 'delivered')
        expect(o.trackingNumber).toMatch(/^SG1Z\d{12}$/);
    }
    // Some today and some last month, so the dashboard's month-on-month change is real.
    expect(all.some((o) => now.getTime() - o.createdAt.getTime() < 86_400_000)).toBe(true);
    expect(all.some((o) => now.getTime() - o.createdAt.getTime() > 31 * 86_400_000)).toBe(true);
  });

  it('writes believable reviews, and every rating is the average and count of its published ones', async () => {
    const all = await t.db.select().from(reviews);
    const shelf = await t.db.select().from(products);
    expect(all.length).toBeGreaterThan(200);
    expect(new Set(all.map((r) => r.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(all.map((r) => r.skinType))).toEqual(
      new Set(['dry', 'oily', 'combination', 'normal', 'sensitive']),
    );
    expect(all.filter((r) => r.reply !== null).length).toBeGreaterThan(10);
    expect(all.filter((r) => r.photos.length > 0).length).toBeGreaterThanOrEqual(1);
    const verified = all.filter((r) => r.verified);
    expect(verified.length).toBeGreaterThan(10);
    expect(verified.every((r) => r.orderId !== null)).toBe(true);
    expect(all.filter((r) => !r.verified).every((r) => r.orderId === null)).toBe(true);
    const lengths = all.map((r) => r.body.length);
    expect(Math.max(...lengths)).toBeGreaterThan(3 * Math.min(...lengths));
    for (const p of shelf) {
      const own = all.filter((r) => r.productId === p.id && r.status === 'published');
      expect(p.ratingCount, p.name).toBe(own.length);
      if (own.length) {
        const average = own.reduce((s, r) => s + r.rating, 0) / own.length;
        expect(p.averageRating, p.name).toBeCloseTo(average, 2);
      } else expect(p.averageRating).toBeNull();
    }
    // No seeded figure survives: counts are the reviews', in the tens, not "(876)".
    expect(Math.max(...shelf.map((p) => p.ratingCount))).toBeLessThan(30);
  });

  it('seeds nothing the second time and writes no files', async () => {
    const before = (await fs.readdir(imagesDir)).length;
    expect(await seedDemoData(t.db, { imagesDir })).toEqual({
      categories: 0,
      products: 0,
      orders: 0,
      zones: 0,
    });
    expect((await fs.readdir(imagesDir)).length).toBe(before);
    const [count] = await t.db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(count!.n).toBe(first.products);
  });
});

describe('buildDemoOrders', () => {
  it('is reproducible from its seed, apart from the random public ids', () => {
    const catalog = CATALOG_PRODUCTS.map((p, i) => ({
      id: i + 1,
      name: p.name,
      priceCents: p.priceCents,
      weightGrams: p.weightGrams,
      imageFile: null,
    }));
    const now = new Date('2026-03-15T12:00:00Z');
    const strip = (o: ReturnType<typeof buildDemoOrders>[number]) => ({ ...o, publicId: undefined });
    const a = buildDemoOrders(catalog, SHIPPING_ZONES, now, mulberry32(7)).map(strip);
    const b = buildDemoOrders(catalog, SHIPPING_ZONES, now, mulberry32(7)).map(strip);
    expect(a).toEqual(b);
  });

  it('makes distinct Crockford base32 public ids', () => {
    const ids = new Set(Array.from({ length: 500 }, newOrderPublicId));
    expect(ids.size).toBe(500);
    for (const id of ids) expect(id).toMatch(/^SG-[0-9A-HJKMNP-TV-Z]{10}$/);
  });
});

describe('image store', () => {
  const dir = () => path.join(tmp, 'store');

  it('stores a PNG as WebP at every width, never upscaling', async () => {
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#f3c1cc' } })
      .png()
      .toBuffer();
    const stored = await storeProductImage(png, dir());
    expect(stored.fileName).toMatch(/^[a-f0-9]{24}\.webp$/);
    expect([stored.width, stored.height]).toEqual([1024, 512]);
    for (const [name, width] of [
      [stored.fileName, 1024],
      [imageVariantName(stored.fileName, 640), 640],
      [imageVariantName(stored.fileName, 320), 320],
    ] as const) {
      const meta = await sharp(path.join(dir(), name)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
    }
    const small = await sharp({ create: { width: 500, height: 300, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const s = await storeProductImage(small, dir());
    expect(s.width).toBe(500);
    expect((await sharp(path.join(dir(), imageVariantName(s.fileName, 640))).metadata()).width).toBe(500);
    expect((await fs.readdir(dir())).some((f) => f.endsWith('.tmp'))).toBe(false);
  });

  it('re-encodes a JPEG without its EXIF, honouring the orientation first', async () => {
    const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#88aa77' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Seoul Glow secret', Artist: 'GPS test' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const stored = await storeProductImage(jpeg, dir());
    // Orientation 6 is a quarter turn: the stored pixels are upright, so portrait.
    expect([stored.width, stored.height]).toEqual([400, 600]);
    for (const name of renditions(stored.fileName)) {
      const meta = await sharp(path.join(dir(), name)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      const bytes = await fs.readFile(path.join(dir(), name));
      expect(bytes.includes('Seoul Glow secret')).toBe(false);
    }
  });

  it('rejects what is not an image', async () => {
    await expect(storeProductImage(Buffer.from('definitely not a picture'), dir())).rejects.toBeInstanceOf(
      InvalidImageError,
    );
    const truncated = (
      await sharp({ create: { width: 300, height: 300, channels: 3, background: '#000' } })
        .png()
        .toBuffer()
    ).subarray(0, 200);
    await expect(storeProductImage(truncated, dir())).rejects.toBeInstanceOf(InvalidImageError);
  });

  it('deletes every rendition, tolerates missing files and refuses foreign names', async () => {
    const png = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#ddeeff' } })
      .png()
      .toBuffer();
    const { fileName } = await storeProductImage(png, dir());
    await fs.rm(path.join(dir(), imageVariantName(fileName, 320)));
    await deleteProductImage(fileName, dir());
    for (const name of renditions(fileName)) expect(existsSync(path.join(dir(), name))).toBe(false);
    await expect(deleteProductImage(fileName, dir())).resolves.toBeUndefined();
    await expect(deleteProductImage('../x.webp', dir())).rejects.toThrow();
    await expect(deleteProductImage('ABCDEF0123456789abcdef01.webp', dir())).rejects.toThrow();
  });
});
