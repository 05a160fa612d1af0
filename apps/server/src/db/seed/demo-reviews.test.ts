import { describe, expect, it } from 'vitest';
import { CATALOG_PRODUCTS } from './catalog-data';
import {
  demoPhotoProducts,
  demoRating,
  demoReviewRows,
  demoReviewsFor,
  MAX_DEMO_PHOTOS,
} from './demo-reviews';
import { reviewProductOf } from './seed-reviews';

const products = CATALOG_PRODUCTS.map((p, i) => ({ ...reviewProductOf(p), id: i + 1 }));
const now = new Date('2026-06-01T12:00:00Z');
const DAY = 86_400_000;

describe('demo reviews', () => {
  it('are the same every time for a product, and give it the rating the store shows', () => {
    for (const p of products) {
      expect(demoReviewsFor(p)).toEqual(demoReviewsFor(p));
      const list = demoReviewsFor(p);
      const { averageRating, ratingCount } = demoRating(p);
      expect(ratingCount).toBe(list.length);
      expect(averageRating).toBeCloseTo(list.reduce((s, r) => s + r.rating, 0) / list.length, 2);
    }
  });

  it('spread like a real shop: mostly happy, some lukewarm, a few unhappy', () => {
    const all = products.flatMap((p) => demoReviewsFor(p));
    const share = (n: number) => all.filter((r) => r.rating === n).length / all.length;
    expect(share(5)).toBeGreaterThan(0.35);
    expect(share(4)).toBeGreaterThan(0.15);
    expect(share(3) + share(2) + share(1)).toBeGreaterThan(0.1);
    expect(share(1)).toBeLessThan(0.1);
    expect(new Set(all.map((r) => r.body)).size).toBeGreaterThan(all.length * 0.6);
    expect(all.every((r) => r.body.length >= 20 && r.title.length >= 3)).toBe(true);
    const averages = products.map((p) => demoRating(p).averageRating!);
    expect(Math.max(...averages) - Math.min(...averages)).toBeGreaterThan(0.5);
  });

  it('are written from the demo orders that delivered the product a week ago or more, once per order, never before it', () => {
    const orders = products.slice(0, 10).flatMap((p, i) => [
      {
        id: 100 + i,
        fullName: 'Ha-eun Park',
        status: 'delivered',
        createdAt: new Date(now.getTime() - 40 * DAY),
        productIds: [p.id],
      },
      {
        id: 200 + i,
        fullName: 'Leo Grant',
        status: 'pending',
        createdAt: new Date(now.getTime() - 2 * DAY),
        productIds: [p.id],
      },
      // Delivered, but too lately to have been lived with.
      {
        id: 300 + i,
        fullName: 'Ana Ruiz',
        status: 'delivered',
        createdAt: new Date(now.getTime() - 3 * DAY),
        productIds: [p.id],
      },
    ]);
    const rows = demoReviewRows(products, orders, new Map(), now);
    const verified = rows.filter((r) => r.verified);
    expect(verified.length).toBe(10);
    for (const r of verified) {
      expect(r.orderId).toBeGreaterThanOrEqual(100);
      expect(r.orderId).toBeLessThan(200);
      expect(r.author).toBe('Ha-eun P.');
      expect(r.createdAt!.getTime()).toBeGreaterThanOrEqual(now.getTime() - 36 * DAY);
    }
    expect(rows.every((r) => r.createdAt!.getTime() < now.getTime())).toBe(true);
    const pairs = verified.map((r) => `${r.orderId}:${r.productId}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('ask for a few photos only, so the first start stays fast', () => {
    const names = demoPhotoProducts(products);
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(MAX_DEMO_PHOTOS);
  });
});
