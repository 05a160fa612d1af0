import { sql } from 'drizzle-orm';
import type { CartItemInput } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { NamedStatement, ph } from '../../lib/named-statement';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter';
import { cartReadColumns, countryKey, type CartProductRow, type CartRead } from '../pricing/cart-read';
import { mergeItems, priceFromRows, type PricedCart } from '../pricing/price-cart';
import type { ShippingZoneRule } from '../pricing/shipping-rule';
import { emailKey, promotionReadColumn } from './promotion-read';
import { applyPromotion, type AppliedPromo, type PromoRow, type PromotionOutcome } from './promotion-rule';

/** The code a cart is priced with: the code asked for and its row as the read found it. */
export interface PromoInput {
  code: string | null | undefined;
  row: PromoRow | null;
}

/** A cart priced with its code: the code that applies, or why the code asked for does not. */
export type PromotedCart = PricedCart & { promo: AppliedPromo | null; promoError: string | null };

/**
 * Pricing's one function with the code's answer as its adjuster (applyPromotion): the quote, the
 * payment and the order all price through here, so the three always agree (ADR 0017).
 */
export function priceWithPromotion(
  wanted: readonly CartItemInput[],
  rows: readonly CartProductRow[],
  zone: ShippingZoneRule | null,
  input: PromoInput = { code: null, row: null },
): PromotedCart {
  if (!input.code) return { ...priceFromRows(wanted, rows, zone), promo: null, promoError: null };
  // Pricing calls the adjuster once, with the buyable lines; what it answered is kept here.
  const answer: { outcome?: PromotionOutcome } = {};
  const cart = priceFromRows(wanted, rows, zone, (c) => (answer.outcome = applyPromotion(input.row, c)));
  const outcome = answer.outcome;
  return { ...cart, promo: outcome?.applied ?? null, promoError: outcome?.refusal ?? null };
}

const cartRead = new NamedStatement<
  { ids: number[]; country: string; code: string | null; email: string },
  CartRead & { promo: PromoRow | null }
>(
  'promotions_cart_read',
  sql`SELECT ${cartReadColumns(ph('ids'), ph('country'))}, ${promotionReadColumn(ph('code'), ph('email'))}`,
);

/**
 * A cart priced as the catalog, the shipping zones and the promotions stand now (`country` '' has
 * no zone), with its code; `email`, when known, lets once-per-email and first-order codes be checked.
 */
export async function priceCartWithCode(
  db: Db,
  items: readonly CartItemInput[],
  country: string,
  promo: { code?: string | null; email?: string | null } = {},
): Promise<PromotedCart> {
  const wanted = mergeItems(items);
  const [read] = await cartRead.run(db, {
    ids: wanted.map((w) => w.productId),
    country: countryKey(country),
    code: promo.code ?? null,
    email: emailKey(promo.email),
  });
  return priceWithPromotion(wanted, read!.products, read!.zone, { code: promo.code, row: read!.promo });
}

/**
 * Code checks per address (a quote or a validate naming a code): enough for any shopper, too few
 * to guess codes by trying them (docs/product.md#constants-and-limits).
 */
export const CODE_CHECK_RULE: RateRule = { name: 'promo-check', max: 60, windowMs: 60_000 };

/**
 * THE price of a cart a shopper asks about: priceCartWithCode, counted as a code check when it
 * names a code (the answer tells whether the code exists). The cart quote and the code check use it.
 */
export async function quoteCartWithCode(
  deps: { db: Db; limiter?: RateLimiter },
  items: readonly CartItemInput[],
  country: string,
  promo: { code?: string | null; email?: string | null },
  caller: string,
): Promise<PromotedCart> {
  if (promo.code && deps.limiter) await deps.limiter.enforce(CODE_CHECK_RULE, caller);
  return priceCartWithCode(deps.db, items, country, promo);
}
