import { eq } from 'drizzle-orm';
import { MESSAGES } from '@seoul-glow/shared';
import { orderLines, orders } from '../src/db/schema';
import { insertCategory, insertOrder, insertProduct, multipart } from './admin-fixtures';
import type { TestApp } from './app';

/** Helpers for the reviews tests: a product bought in an order, and a review form for it. */

export const REVIEW = {
  rating: '5',
  title: 'My skin drank it up',
  text: 'Two weeks in, my dry patches are gone and it sits well under sunscreen.',
  skinType: 'dry',
  concerns: ['dryness', 'redness'],
  ageRange: '25-34',
  recommends: 'true',
};

export async function boughtProduct(
  t: TestApp,
  overrides: { status?: 'pending' | 'shipped' | 'cancelled' } = {},
) {
  const category = await insertCategory(t);
  const product = await insertProduct(t, category.id, {
    name: `Cica Cream ${Math.random().toString(36).slice(2, 7)}`,
  });
  const order = await insertOrder(
    t,
    [{ productId: product.id, quantity: 1, unitPriceCents: 2500, name: product.name }],
    { fullName: 'Min-ji Kim', email: 'minji@example.com', status: overrides.status ?? 'shipped' },
  );
  return { product, order, email: 'minji@example.com' };
}

export async function addToOrder(t: TestApp, orderPublicId: string, productId: number) {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.publicId, orderPublicId));
  await t.database.db
    .insert(orderLines)
    .values({ orderId: order!.id, productId, name: 'Second', unitPriceCents: 1000, quantity: 1 });
}

export function submitReview(
  t: TestApp,
  fields: Record<string, string | string[]>,
  photos: { data: Buffer; type?: string; name?: string }[] = [],
  ip = '10.9.0.1',
) {
  const body = multipart(
    fields,
    photos.map((p, i) => ({
      field: 'photos',
      name: p.name ?? `photo${i}.png`,
      type: p.type ?? 'image/png',
      data: p.data,
    })),
  );
  return t.app.inject({ method: 'POST', url: '/api/Reviews/submit', ...body, remoteAddress: ip });
}

export function reviewFields(
  orderId: string,
  productId: number,
  proof: { email?: string; token?: string },
  overrides: Record<string, string | string[]> = {},
) {
  return { ...REVIEW, orderId, productId: String(productId), ...proof, ...overrides } as Record<
    string,
    string | string[]
  >;
}

export function listReviews(t: TestApp, query: string) {
  return t.app.inject({ method: 'GET', url: `/api/Reviews/product?${query}` });
}

export const REVIEW_TEXTS = MESSAGES.reviews;
