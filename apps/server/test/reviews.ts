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
  overrides: { status?: 'pending' | 'shipped' | 'cancelled'; fullName?: string } = {},
) {
  const category = await insertCategory(t);
  const product = await insertProduct(t, category.id, {
    name: `Cica Cream ${Math.random().toString(36).slice(2, 7)}`,
  });
  const order = await insertOrder(
    t,
    [{ productId: product.id, quantity: 1, unitPriceCents: 2500, name: product.name }],
    {
      fullName: overrides.fullName ?? 'Min-ji Kim',
      email: 'minji@example.com',
      status: overrides.status ?? 'shipped',
    },
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

/** Each of these was published at once when the checks read ASCII only. */
export const DISGUISED: [string, string, string][] = [
  ['a domain ending the list did not know', 'cheaper at cheapglow.top', 'link'],
  ['a zero-width space in the domain', 'cheaper at cheapglow\u200b.com', 'link'],
  ['a full-width domain', 'ｃｈｅａｐｇｌｏｗ．ｃｏｍ 에서 더 싸요', 'link'],
  ['an ideographic full stop', 'cheapglow。com', 'link'],
  ['a right-to-left override that displays as cheapglow.com', 'buy at \u202Emoc.wolgpaehc\u202C now', 'link'],
  ['an email with "at" and "dot" spelled out', 'write to jane at gmail dot com', 'email'],
  ['a full-width at sign and full stop', 'jane＠gmail．com', 'email'],
  ['a phone number with slashes', 'call 010/1234/5678', 'phone'],
  ['a phone number in full-width digits', '전화 ０１０-１２３４-５６７８', 'phone'],
  ['a phone number in Arabic-Indic digits', 'اتصل ٠١٠١٢٣٤٥٦٧٨', 'phone'],
  ['a phone number in extended Arabic-Indic digits', '۰۱۰ ۱۲۳۴ ۵۶۷۸', 'phone'],
];

/** Reviews as shoppers write them, numbers and all: these publish at once. */
export const ORDINARY: string[] = [
  'Used it for 2 weeks and my skin is calmer. SPF 50 without a white cast.',
  '3-4 drops at night, then moisturiser. Worth $18.50, bought 2 in 2024.',
  'I apply it at night. Great under makeup too, 10/10.',
  'Good at hydrating. Dot it on dry patches, 30 ml lasts 2 months.',
  '2주 동안 사용했는데 피부가 진정됐어요. SPF 50이라 좋아요.',
  '3-4방울이면 충분해요. 저녁에 바르고 자요. 가격 대비 최고!',
  '건성 피부인데 30일 사용 후 각질이 줄었어요 ^^',
];
