import { MESSAGES } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import type { OrderPromo, OrderSampleChoice } from '../orders/place-order.statement';
import { priceCart, type PricedCart } from '../pricing/price-cart';
import { emailKey } from '../pricing/promo-read';
import type { IntentJson } from './checkout.repository';

// What an order carries besides its lines (docs/product.md#checkout): the promo code it was
// priced with and the free sample asked for. Both are recorded with the payment intent, so the
// shopper's place call and the reconciler place the same order.

/** The code, as the order's statement takes its use. */
export function orderPromo(cart: PricedCart, intent: IntentJson): OrderPromo {
  const p = cart.promo;
  return {
    id: p?.id ?? null,
    code: p?.code ?? null,
    kind: p?.kind ?? null,
    value: p?.value ?? null,
    categoryIds: p?.categoryIds ?? [],
    productIds: p?.productIds ?? [],
    discountCents: cart.discountCents,
    emailKey: emailKey(intent.email),
  };
}

export function orderSample(intent: IntentJson): OrderSampleChoice {
  return { id: intent.sampleId, surprise: intent.sampleSurprise };
}

/** The confirmation mail's sample line: the one asked for while it is in stock, else the shop's pick. */
export function sampleMailLine(
  intent: IntentJson,
  asked: { name: string; inStock: boolean } | null,
): string | null {
  if (asked?.inStock) return asked.name;
  return intent.sampleId !== null || intent.sampleSurprise ? 'a surprise pick from us' : null;
}

/** A place call naming another code than the one the payment was priced with changed the cart. */
export function otherCode(asked: string | undefined, intent: IntentJson): boolean {
  return asked !== undefined && asked !== (intent.promoCode ?? undefined);
}

/**
 * Why the order's statement did not take the code's use: the code's refusal as it stands now
 * (used up, expired, paused, already used by this email…), or a changed cart when its terms moved.
 */
export async function promoRefusal(db: Db, cart: PricedCart, intent: IntentJson, country: string) {
  const items = cart.lines.map((l) => ({ productId: l.productId, quantity: l.quantity }));
  const now = await priceCart(db, items, country, { code: intent.promoCode, email: intent.email });
  return now.promoError ? MESSAGES.promo.refunded(now.promoError) : MESSAGES.buying.cartChangedRefunded;
}
