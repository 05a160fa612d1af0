import { endpoints, type SampleChoice, type SavePromotionRequest } from '@seoul-glow/shared';
import { callApi } from './api';
import type { TestApp } from './app';
import { ADDRESS, confirm } from './buying';

type Items = { productId: number; quantity: number }[];

/** Saves a promotion through the admin API; fails the test when the save is refused. */
export async function savePromotion(t: TestApp, token: string, body: SavePromotionRequest) {
  const res = await callApi(t.app, endpoints.admin.promotions.save, { token, body });
  if (res.status !== 200) throw new Error(`savePromotion ${res.status}: ${res.errors?.join('; ')}`);
  return res.data;
}

/**
 * A shopper's whole checkout with a code, as the checkout page does it: intent (with the code and
 * the sample), demo card, place. `remoteAddress` keeps each shopper's rate limits their own.
 */
export async function buyWithCode(
  t: TestApp,
  items: Items,
  opts: {
    code?: string;
    email?: string;
    remoteAddress?: string;
    sample?: SampleChoice;
    country?: string;
    /** The place call's email when it differs from the intent's. */
    placeEmail?: string;
  } = {},
) {
  const email = opts.email ?? ADDRESS.email;
  const address = { ...ADDRESS, email: opts.placeEmail ?? email, country: opts.country ?? ADDRESS.country };
  const intent = await callApi(t.app, endpoints.payments.createIntent, {
    body: { items, email, country: address.country, promoCode: opts.code, sample: opts.sample },
    remoteAddress: opts.remoteAddress,
  });
  if (intent.status !== 200) return { intent, placed: null };
  const { clientSecret, paymentIntentId } = intent.data;
  await confirm(t, clientSecret, '4242424242424242', {}, opts.remoteAddress);
  const placed = await callApi(t.app, endpoints.orders.place, {
    body: { items, shippingAddress: address, stripeClientSecret: clientSecret, paymentIntentId },
    remoteAddress: opts.remoteAddress,
  });
  return { intent, placed };
}

export function validateCode(t: TestApp, code: string, items: Items, email?: string, remoteAddress?: string) {
  return callApi(t.app, endpoints.promotions.validate, {
    body: { code, items, email, country: 'United States' },
    remoteAddress,
  });
}
