import { centsToDollars, type CartItemInput, type CartQuote } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import type { RateLimiter } from '../../lib/rate-limiter';
import { quoteCartWithCode, type PromotedCart } from '../promotions/promotion-pricing';

/** What a shopper asks a price for: the cart, and when known its country, code and email. */
export interface QuoteInput {
  items: CartItemInput[];
  country?: string | null;
  promoCode?: string | null;
  email?: string | null;
}

/** The quote as the contract answers it (dollars at the edge). */
export function toCartQuote(cart: PromotedCart): CartQuote {
  return {
    lines: cart.lines.map((l) => ({
      productId: l.productId,
      quantity: l.quantity,
      name: l.name,
      price: l.unitPriceCents === null ? null : centsToDollars(l.unitPriceCents),
      image: l.image,
      categoryName: l.categoryName,
      stockQuantity: l.stockQuantity,
      problem: l.problem,
    })),
    subtotal: centsToDollars(cart.subtotalCents),
    shippingFee: centsToDollars(cart.shipping.feeCents),
    // An empty cart has nothing to ship: not "free".
    isFree: cart.shipping.isFree && cart.subtotalCents > 0,
    available: cart.shipping.available,
    discount: centsToDollars(cart.discountCents),
    promoCode: cart.promo?.code ?? null,
    promoError: cart.promoError,
  };
}

/**
 * THE quote of a cart (POST /api/Cart/quote, ADR 0004): each line as the catalog prices it now,
 * the code's discount and the country's fee, priced by the same function as the payment and the
 * order. The cart page, the sidebar, the checkout summary, the shipping quote and the store's
 * tools all ask this. `caller` is the address a code check counts against.
 */
export async function quoteCart(
  deps: { db: Db; limiter?: RateLimiter },
  input: QuoteInput,
  caller: string,
): Promise<CartQuote> {
  const promo = { code: input.promoCode, email: input.email };
  return toCartQuote(await quoteCartWithCode(deps, input.items, input.country ?? '', promo, caller));
}
