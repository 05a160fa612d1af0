import { MESSAGES, api } from '@seoul-glow/shared';
import { ApiError, callApi } from '~/lib/api-client';
import type { CartItem } from './cart-store';
import { savePromoCode } from './checkout-choices';

export type PromoAttempt = { ok: true; code: string } | { ok: false; message: string };

/**
 * Tries a code on the cart with the cart quote (POST /api/Cart/quote, the one price of a cart):
 * when it applies it is kept in the browser for the cart, the checkout and the order; otherwise
 * the server's reason comes back word for word (docs/product.md#messages).
 */
export async function applyPromoCode(
  code: string,
  items: CartItem[],
  context: { email?: string; country?: string } = {},
): Promise<PromoAttempt> {
  const trimmed = code.trim();
  if (!trimmed) return { ok: false, message: MESSAGES.promo.codeRequired };
  try {
    const res = await callApi(api.cart.quote, {
      body: { items, promoCode: trimmed, email: context.email || null, country: context.country || null },
    });
    const code = res.data?.promoCode;
    if (!code) return { ok: false, message: res.data?.promoError ?? MESSAGES.promo.unknown };
    savePromoCode(code);
    return { ok: true, code };
  } catch (err) {
    if (err instanceof ApiError && err.errors[0]) return { ok: false, message: err.errors[0] };
    console.error(err);
    return { ok: false, message: MESSAGES.login.network };
  }
}
