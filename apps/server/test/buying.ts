import { eq } from 'drizzle-orm';
import { endpoints } from '@seoul-glow/shared';
import { categories, products, shippingZones } from '../src/db/schema';
import { callApi } from './api';
import type { TestApp } from './app';

/** A small catalog and two zones for checkout tests: fees in cents, weights in grams. */
export async function seedBuyingFixtures(t: TestApp) {
  const db = t.database.db;
  const [cat] = await db.insert(categories).values({ name: 'Skincare' }).returning();
  const rows = await db
    .insert(products)
    .values([
      {
        name: 'Snail Essence',
        description: 'x',
        priceCents: 1250,
        stockQuantity: 50,
        weightGrams: 300,
        categoryId: cat!.id,
      },
      {
        name: 'Rice Toner',
        description: 'x',
        priceCents: 1899,
        stockQuantity: 50,
        weightGrams: 800,
        categoryId: cat!.id,
      },
      { name: 'Big Cream Jar', description: 'x', priceCents: 900, stockQuantity: 5, weightGrams: 1500 },
    ])
    .returning();
  await db.insert(shippingZones).values([
    { country: 'United States', flatFeeCents: 599, baseWeightGrams: 1000, perKgFeeCents: 300 },
    { country: 'Japan', flatFeeCents: 899, baseWeightGrams: 1000, perKgFeeCents: 250 },
  ]);
  const [essence, toner, jar] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
  return { essence: essence!, toner, jar };
}

export const ADDRESS = {
  email: 'buyer@example.com',
  fullName: 'Jane Buyer',
  addressLine1: '1 Main St',
  addressLine2: '',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  country: 'United States',
};

export async function stockOf(t: TestApp, id: number): Promise<number> {
  const [row] = await t.database.db
    .select({ s: products.stockQuantity })
    .from(products)
    .where(eq(products.id, id));
  return row!.s;
}

type Items = { productId: number; quantity: number }[];

export function createIntent(t: TestApp, items: Items, country = 'United States') {
  return callApi(t.app, endpoints.payments.createIntent, { body: { items, email: ADDRESS.email, country } });
}

export function confirm(
  t: TestApp,
  clientSecret: string,
  number = '4242424242424242',
  extra: Partial<{ expMonth: number; expYear: number; cvc: string }> = {},
  remoteAddress?: string,
) {
  return callApi(t.app, endpoints.payments.confirmDemo, {
    body: {
      clientSecret,
      card: { number, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123', ...extra },
      billingDetails: { name: ADDRESS.fullName, email: ADDRESS.email },
    },
    remoteAddress,
  });
}

export function place(
  t: TestApp,
  items: Items,
  intent: { clientSecret: string; paymentIntentId: string },
  address = ADDRESS,
) {
  return callApi(t.app, endpoints.orders.place, {
    body: {
      items,
      shippingAddress: address,
      stripeClientSecret: intent.clientSecret,
      paymentIntentId: intent.paymentIntentId,
    },
  });
}

/** Intent → demo card → place, as the checkout page does. */
export async function buy(t: TestApp, items: Items, card = '4242424242424242') {
  const intent = (await createIntent(t, items)).data;
  const confirmed = (await confirm(t, intent.clientSecret, card)).data;
  const placed = await place(t, items, intent);
  return { intent, confirmed, placed };
}
