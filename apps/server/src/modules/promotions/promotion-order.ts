import { isUniqueViolation } from '../../lib/pg-errors';
import { MESSAGES } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import type { PricedLine } from '../pricing/price-cart';
import { priceCartWithCode, type PromotedCart } from './promotion-pricing';
import { emailKey } from './promotion-read';
import { EXCLUSIVE_REDEMPTION_INDEX, type PromotionUse } from './promotion-statement';

// What the checkout asks of promotions around placing an order (docs/product.md#checkout, ADR
// 0017): the use the order's statement takes, and the refusal a paid shopper reads when the code
// stopped applying. Only this module knows why a code is refused.

const M = MESSAGES.promo;

/** The code the cart was priced with, as the order's statement takes its use. */
export function promotionUse(cart: PromotedCart, email: string): PromotionUse {
  const p = cart.promo;
  return {
    id: p?.id ?? null,
    code: p?.code ?? null,
    kind: p?.kind ?? null,
    value: p?.value ?? null,
    categoryIds: p?.categoryIds ?? [],
    productIds: p?.productIds ?? [],
    discountCents: cart.discountCents,
    emailKey: emailKey(email),
  };
}

/** A place call naming another code than the one the payment was priced with changed the cart. */
export function otherCodeThanPaid(asked: string | undefined, paid: string | null): boolean {
  return asked !== undefined && asked !== (paid ?? undefined);
}

/** A paid payment whose code does not apply: the code's reason, then the refund. */
export function refundedFor(refusal: string): string {
  return M.refunded(refusal);
}

/** The refusal of an order whose statement failed on a second use of a one-per-email code, else null. */
export function refusalOfWriteError(err: unknown): string | null {
  return isUniqueViolation(err, EXCLUSIVE_REDEMPTION_INDEX) ? M.refunded(M.usedByEmail) : null;
}

/**
 * Why the order's statement did not take the code's use: the code's refusal as it stands now
 * (used up, expired, paused, already used by this email…), or null when its terms moved (then the
 * cart changed).
 */
export async function refusalAfterStatement(
  db: Db,
  lines: readonly PricedLine[],
  country: string,
  paid: { code: string | null; email: string },
): Promise<string | null> {
  const items = lines.map((l) => ({ productId: l.productId, quantity: l.quantity }));
  const now = await priceCartWithCode(db, items, country, { code: paid.code, email: paid.email });
  return now.promoError ? M.refunded(now.promoError) : null;
}
