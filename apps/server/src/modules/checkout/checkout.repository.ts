import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { NamedStatement, ph } from '../../lib/named-statement';
import { rateLimitHitSql, rateLimitKey, type RateRule } from '../../lib/rate-limiter';
import type { IntentRow } from '../payments/intents.repository';
import { cartReadColumns, countryKey, type CartRead } from '../pricing/cart-read';
import { promotionReadColumn } from '../promotions/promotion-read';
import type { PromoRow } from '../promotions/promotion-rule';

// The checkout's two reads, each ONE round trip: pricing's cart read folded together with what
// the step needs besides (the rate-limit hit; the intent and any order placed with it).

const intentRead = new NamedStatement<
  { key: string; window: number; ids: number[]; country: string; code: string | null; email: string },
  CartRead & { count: number; retry: number; promo: PromoRow | null }
>(
  'checkout_intent_read',
  sql`WITH async_commit AS (SELECT set_config('synchronous_commit', 'off', true)),
    hit AS (${rateLimitHitSql(ph('key'), ph('window'))})
    SELECT hit.count, hit.retry, ${cartReadColumns(ph('ids'), ph('country'))},
           ${promotionReadColumn(ph('code'), ph('email'))}
    FROM hit, async_commit`,
);

/**
 * Starting a payment, step 1: count the caller's hit (committed without waiting for the WAL
 * flush, like every rate-limit counter) and read the cart.
 */
export async function countAndReadCart(
  db: Db,
  rule: RateRule,
  caller: string,
  productIds: number[],
  country: string,
  promo: { code: string | null; emailKey: string } = { code: null, emailKey: '' },
) {
  const [row] = await intentRead.run(db, {
    key: rateLimitKey(rule, caller),
    window: rule.windowMs / 1000,
    ids: productIds,
    country: countryKey(country),
    code: promo.code,
    email: promo.emailKey,
  });
  return row!;
}

export type IntentJson = Pick<
  IntentRow,
  | 'id'
  | 'clientSecret'
  | 'provider'
  | 'amountCents'
  | 'status'
  | 'items'
  | 'cardBrand'
  | 'cardLast4'
  | 'email'
  | 'promoCode'
  | 'discountCents'
  | 'sampleId'
  | 'sampleSurprise'
>;

const placeRead = new NamedStatement<
  { id: string; ids: number[]; country: string },
  CartRead & {
    intent: IntentJson;
    orderPublicId: string | null;
    orderAddressId: number | null;
    promo: PromoRow | null;
    /** The sample the intent asked for, when it names one. */
    sample: { name: string; inStock: boolean } | null;
  }
>(
  'checkout_place_read',
  sql`SELECT json_build_object(
             'id', i.id, 'clientSecret', i.client_secret, 'provider', i.provider, 'amountCents', i.amount_cents,
             'status', i.status, 'items', i.items, 'cardBrand', i.card_brand, 'cardLast4', i.card_last4,
             'email', i.email, 'promoCode', i.promo_code, 'discountCents', i.discount_cents,
             'sampleId', i.sample_id, 'sampleSurprise', i.sample_surprise) AS intent,
           o.public_id AS "orderPublicId", o.shipping_address_id AS "orderAddressId",
           ${cartReadColumns(ph('ids'), ph('country'))},
           ${promotionReadColumn(sql`i.promo_code`, sql`lower(i.email)`)},
           (SELECT json_build_object('name', s.name, 'inStock', s.active AND s.stock_quantity > 0)
              FROM samples s WHERE s.id = i.sample_id) AS sample
      FROM payment_intents i LEFT JOIN orders o ON o.payment_intent_id = i.id
     WHERE i.id = ${ph('id')}`,
);

/** Placing an order, step 1: the intent, any order already placed with it, the cart and the intent's code. */
export async function readForPlace(db: Db, intentId: string, productIds: number[], country: string) {
  const [row] = await placeRead.run(db, { id: intentId, ids: productIds, country: countryKey(country) });
  return row ?? null;
}
