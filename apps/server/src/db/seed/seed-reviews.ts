/**
 * The demo seed's reviews (demo-reviews.ts): their photos rendered before the seed's transaction,
 * like the product photos, and their rows inserted inside it, after the orders they are written
 * from; the products' ratings are then computed from them as for any review.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { orders, reviews } from '../schema';
import type { ImageTarget } from '../../lib/image-store';
import { refreshProductRatings } from '../../modules/reviews/reviews.repository';
import { beautyOf } from './beauty/catalog-beauty';
import { CATALOG_PRODUCTS, type CatalogEntry } from './catalog-data';
import type { DemoOrder } from './demo-orders';
import { renderReviewPhoto } from './demo-review-photos';
import { demoPhotoProducts, demoReviewRows, type DemoReviewProduct } from './demo-reviews';

export interface DemoReviewPhotos {
  /** Photo files by product name, in the order its reviews use them. */
  byProduct: Map<string, string[]>;
  /** Every stored file, for the seed to remove should it back off or fail. */
  files: string[];
}

export function reviewProductOf(p: CatalogEntry): DemoReviewProduct {
  const beauty = beautyOf(p);
  return {
    name: p.name,
    productType: beauty.productType,
    skinTypes: beauty.skinTypes,
    concerns: beauty.concerns,
    isFeatured: p.isFeatured,
    createdDaysAgo: p.createdDaysAgo,
  };
}

export async function renderReviewPhotos(target: ImageTarget): Promise<DemoReviewPhotos> {
  const names = demoPhotoProducts(CATALOG_PRODUCTS.map(reviewProductOf));
  const byProduct = new Map<string, string[]>();
  const files: string[] = [];
  // One at a time: sharp spreads each over the cores already, and there are only a few.
  for (const [i, name] of names.entries()) {
    const spec = CATALOG_PRODUCTS.find((p) => p.name === name)!.images[0]!;
    const file = await renderReviewPhoto(spec, i, target);
    files.push(file);
    byProduct.set(name, [...(byProduct.get(name) ?? []), file]);
  }
  return { byProduct, files };
}

export async function insertDemoReviews(
  tx: Tx,
  productIds: ReadonlyMap<string, number>,
  demoOrders: readonly DemoOrder[],
  photos: DemoReviewPhotos,
  now: Date,
): Promise<number> {
  const ids = await tx.execute<{ id: number; public_id: string }>(sql`SELECT id, public_id FROM ${orders}`);
  const orderId = new Map(ids.rows.map((r) => [r.public_id, r.id]));
  const reviewed = demoOrders.map((o) => ({
    id: orderId.get(o.publicId)!,
    fullName: o.fullName,
    status: o.status,
    createdAt: o.createdAt,
    productIds: o.lines.map((l) => l.productId),
  }));
  const products = CATALOG_PRODUCTS.map((p) => ({ ...reviewProductOf(p), id: productIds.get(p.name)! }));
  const rows = demoReviewRows(products, reviewed, photos.byProduct, now);
  if (rows.length) await tx.insert(reviews).values(rows);
  await refreshProductRatings(
    tx,
    products.map((p) => p.id),
  );
  return rows.length;
}
