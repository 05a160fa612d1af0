/**
 * First-start demo data (docs/architecture.md#running): the catalog with generated photos, shipping zones and ~60
 * past orders. Runs only on an empty catalog, in one transaction, so a half-seeded store never
 * exists; admin users are created elsewhere.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import {
  categories,
  orderLines,
  orderStatusHistory,
  orders,
  productImages,
  products,
  shippingAddresses,
  shippingZones,
} from '../schema';
import { deleteProductImage, storeProductImage, type ImageTarget } from '../../lib/image-store';
import { beautyColumns } from '../../modules/catalog/beauty-facts';
import { beautyOf } from './beauty/catalog-beauty';
import { CATALOG_CATEGORIES, CATALOG_PRODUCTS } from './catalog-data';
import { buildDemoOrders, mulberry32, type DemoOrder } from './demo-orders';
import { renderPackshot } from './packshot';
import { insertDemoReviews, renderReviewPhotos, type DemoReviewPhotos } from './seed-reviews';
import { insertDemoPromotions } from './promotions';
import { SHIPPING_ZONES } from './shipping-zones';

export interface SeedOptions {
  /** The product image store, or a folder for the file store. */
  imagesDir: ImageTarget;
  /** The review photo store; the product images' when not given. */
  reviewPhotos?: ImageTarget;
  now?: Date;
  log?: (msg: string) => void;
}

export interface SeedResult {
  categories: number;
  products: number;
  orders: number;
  zones: number;
}

const NOTHING: SeedResult = { categories: 0, products: 0, orders: 0, zones: 0 };
const DAY = 86_400_000;
/** Fixed, so every fresh install shows the same demo orders (ids and absolute dates aside). */
const ORDER_SEED = 0x5e061a;
/** sharp already spreads one image over the cores; two at a time keeps both busy without thrashing. */
const RENDER_CONCURRENCY = 2;

interface StoredImage {
  fileName: string;
  width: number;
  height: number;
}

async function isCatalogEmpty(db: Db | Tx): Promise<boolean> {
  const result = await db.execute<{ empty: boolean }>(
    sql`SELECT NOT EXISTS (SELECT 1 FROM ${products}) AND NOT EXISTS (SELECT 1 FROM ${categories}) AS empty`,
  );
  return result.rows[0]?.empty === true;
}

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const i = next++;
      try {
        results[i] = await fn(items[i]!);
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  const settled = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const rejected = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (rejected) throw rejected.reason;
  return results;
}

async function removeImages(images: readonly (StoredImage | undefined)[], dir: ImageTarget): Promise<void> {
  await Promise.all(
    images.map((img) => (img ? deleteProductImage(img.fileName, dir).catch(() => undefined) : undefined)),
  );
}

/** Renders and stores every product photo; on failure removes whatever was already written. */
async function renderCatalogImages(dir: ImageTarget): Promise<StoredImage[][]> {
  const jobs = CATALOG_PRODUCTS.flatMap((p, productIndex) =>
    p.images.map((spec) => ({ productIndex, spec })),
  );
  const written: StoredImage[] = [];
  let stored: StoredImage[];
  try {
    stored = await mapLimit(jobs, RENDER_CONCURRENCY, async (job) => {
      const image = await storeProductImage(await renderPackshot(job.spec), dir);
      written.push(image);
      return image;
    });
  } catch (err) {
    await removeImages(written, dir);
    throw err;
  }
  const byProduct: StoredImage[][] = CATALOG_PRODUCTS.map(() => []);
  jobs.forEach((job, i) => byProduct[job.productIndex]!.push(stored[i]!));
  return byProduct;
}

export async function seedDemoData(db: Db, opts: SeedOptions): Promise<SeedResult> {
  const log = opts.log ?? (() => undefined);
  const now = opts.now ?? new Date();
  // Cheap early exit on every restart; the authoritative check is repeated under the lock below.
  if (!(await isCatalogEmpty(db))) return NOTHING;

  const started = Date.now();
  const images = await renderCatalogImages(opts.imagesDir);
  const photoTarget = opts.reviewPhotos ?? opts.imagesDir;
  const reviewPhotos = await renderReviewPhotos(photoTarget).catch(async (err: unknown) => {
    await removeImages(images.flat(), opts.imagesDir);
    throw err;
  });
  const removeAll = () =>
    Promise.all([
      removeImages(images.flat(), opts.imagesDir),
      removeImages(
        reviewPhotos.files.map((fileName) => ({ fileName, width: 0, height: 0 })),
        photoTarget,
      ),
    ]);
  log(
    `rendered ${images.flat().length + reviewPhotos.files.length} product and review photos in ${Date.now() - started} ms`,
  );

  try {
    const result = await db.transaction(async (tx) => {
      // EXCLUSIVE still lets readers in but serialises concurrent seeders: the second one waits
      // here, then sees the first one's rows and backs off.
      await tx.execute(sql`LOCK TABLE ${categories} IN EXCLUSIVE MODE`);
      if (!(await isCatalogEmpty(tx))) return undefined;
      return insertAll(tx, images, now, reviewPhotos);
    });
    if (!result) {
      await removeAll();
      return NOTHING;
    }
    log(`seeded demo data in ${Date.now() - started} ms`);
    return result;
  } catch (err) {
    await removeAll();
    throw err;
  }
}

async function insertAll(
  tx: Tx,
  images: StoredImage[][],
  now: Date,
  reviewPhotos: DemoReviewPhotos,
): Promise<SeedResult> {
  const categoryRows = await tx
    .insert(categories)
    .values(
      CATALOG_CATEGORIES.map((c) => ({
        name: c.name,
        description: c.description,
        createdAt: new Date(now.getTime() - 130 * DAY),
      })),
    )
    .returning({ id: categories.id, name: categories.name });
  const categoryId = new Map(categoryRows.map((c) => [c.name, c.id]));

  const productRows = await tx
    .insert(products)
    .values(
      CATALOG_PRODUCTS.map((p, i) => ({
        name: p.name,
        description: p.description,
        priceCents: p.priceCents,
        stockQuantity: p.stockQuantity,
        weightGrams: p.weightGrams,
        isFeatured: p.isFeatured,
        categoryId: categoryId.get(p.category)!,
        videoLink: p.videoLink ?? null,
        additionalFields: withoutBeautyFields(p.additionalFields),
        ...beautyColumns(beautyOf(p)),
        // Spread same-day additions over the morning so "Newest" has a stable order.
        createdAt: new Date(now.getTime() - p.createdDaysAgo * DAY - ((i * 37) % 600) * 60_000),
      })),
    )
    .returning({ id: products.id, name: products.name, createdAt: products.createdAt });
  // Names are unique in the catalog data, which makes them a safe join key for RETURNING rows.
  const productId = new Map(productRows.map((r) => [r.name, r]));
  await insertDemoPromotions(tx, new Map(productRows.map((r) => [r.name, r.id])), now);

  const imageRows = CATALOG_PRODUCTS.flatMap((p, i) =>
    images[i]!.map((img, position) => ({
      productId: productId.get(p.name)!.id,
      fileName: img.fileName,
      position,
      width: img.width,
      height: img.height,
      createdAt: productId.get(p.name)!.createdAt,
    })),
  );
  if (imageRows.length) await tx.insert(productImages).values(imageRows);

  const insertedZones = await tx
    .insert(shippingZones)
    .values(SHIPPING_ZONES.map((z) => ({ ...z })))
    .onConflictDoNothing({ target: shippingZones.country })
    .returning({ id: shippingZones.id });
  const zones = await tx.select().from(shippingZones);

  const demoProducts = CATALOG_PRODUCTS.map((p, i) => ({
    id: productId.get(p.name)!.id,
    name: p.name,
    priceCents: p.priceCents,
    weightGrams: p.weightGrams,
    imageFile: images[i]![0]?.fileName ?? null,
  }));
  const demoOrders = buildDemoOrders(demoProducts, zones, now, mulberry32(ORDER_SEED));
  await insertOrders(tx, demoOrders);
  // Ratings come from reviews (docs/product.md#what-the-store-keeps), never seeded figures.
  await insertDemoReviews(tx, new Map(productRows.map((r) => [r.name, r.id])), demoOrders, reviewPhotos, now);

  return {
    categories: categoryRows.length,
    products: productRows.length,
    orders: demoOrders.length,
    zones: insertedZones.length,
  };
}

/**
 * The catalog data's copy keeps size, how-to-use, key ingredients and skin type as detail fields;
 * the store shows them from the structured beauty facts (docs/product.md#screens-and-routes), so
 * they are not stored twice.
 */
const BEAUTY_DETAIL_KEYS = ['volume', 'how_to_use', 'key_ingredients', 'skin_type'];

export function withoutBeautyFields(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !BEAUTY_DETAIL_KEYS.includes(key)));
}

async function insertOrders(tx: Tx, demoOrders: DemoOrder[]): Promise<void> {
  const lines: (typeof orderLines.$inferInsert)[] = [];
  const history: (typeof orderStatusHistory.$inferInsert)[] = [];
  // One order at a time: addresses have no natural key to match batched RETURNING rows against.
  for (const o of demoOrders) {
    const [address] = await tx
      .insert(shippingAddresses)
      .values({ ...o.address, createdAt: o.createdAt })
      .returning({ id: shippingAddresses.id });
    const [order] = await tx
      .insert(orders)
      .values({
        publicId: o.publicId,
        status: o.status,
        email: o.email,
        fullName: o.fullName,
        shippingAddressId: address!.id,
        subtotalCents: o.subtotalCents,
        shippingFeeCents: o.shippingFeeCents,
        totalCents: o.totalCents,
        paymentMethod: o.paymentMethod,
        cardBrand: o.cardBrand,
        cardLast4: o.cardLast4,
        trackingNumber: o.trackingNumber,
        stockReturnedAt: o.stockReturnedAt,
        createdAt: o.createdAt,
        updatedAt: o.updatedAt,
      })
      .returning({ id: orders.id });
    for (const l of o.lines) lines.push({ ...l, orderId: order!.id });
    for (const h of o.history) history.push({ ...h, orderId: order!.id });
  }
  if (lines.length) await tx.insert(orderLines).values(lines);
  if (history.length) await tx.insert(orderStatusHistory).values(history);
}
