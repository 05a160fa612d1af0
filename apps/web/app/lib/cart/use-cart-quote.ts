import { useEffect, useMemo, useState } from 'react';
import { api, type CartQuote, type QuotedLine, type ShippingQuote } from '@seoul-glow/shared';
import { callApi } from '~/lib/api-client';
import type { CartItem } from './cart-store';

/** The shipping fee and the code's discount of the quote, and whether a newer one is on its way. */
export interface ShippingState extends ShippingQuote {
  loading: boolean;
}

export interface CartQuoteState {
  /** Lines priced by the server's current catalog, keyed by product id. */
  lines: Map<number, QuotedLine>;
  /** Sum over lines that can be bought, in dollars. */
  subtotal: number;
  loading: boolean;
  failed: boolean;
  /** Fee 0 and not available without a country, or when the quote failed (docs/product.md#messages). */
  shipping: ShippingState;
}

const UNAVAILABLE: ShippingQuote = {
  shippingFee: 0,
  isFree: false,
  available: false,
  discount: 0,
  promoCode: null,
  promoError: null,
};

const EMPTY: CartQuote = { lines: [], subtotal: 0, ...UNAVAILABLE };

/**
 * Prices the browser cart with the server's one quote (api.cart.quote: the catalog's prices, the
 * code's discount and the country's fee) whenever the cart, the country, the code or the email changes
 * (docs/product.md#how-things-change): shown prices are never the ones a product card saw earlier.
 */
export function useCartQuote(
  items: CartItem[],
  country = '',
  promoCode: string | null = null,
  /** At checkout, the shopper's email once it looks whole: a code used once per email is checked too. */
  email: string | null = null,
): CartQuoteState {
  const key = useMemo(() => JSON.stringify(items), [items]);
  const [quote, setQuote] = useState<CartQuote | null>(null);
  const [loading, setLoading] = useState(items.length > 0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const wanted = JSON.parse(key) as CartItem[];
    if (wanted.length === 0) {
      setQuote(EMPTY);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    callApi(api.cart.quote, {
      body: { items: wanted, country: country || null, promoCode, ...(email ? { email } : {}) },
      signal: controller.signal,
    })
      .then((res) => {
        setQuote(res.data ?? null);
        setFailed(false);
        setLoading(false);
      })
      .catch((err: Error) => {
        if (err.name === 'AbortError') return;
        console.error(err);
        setFailed(true);
        setLoading(false);
      });
    return () => controller.abort();
  }, [key, country, promoCode, email]);

  return useMemo(() => {
    const lines = new Map((quote?.lines ?? []).map((l) => [l.productId, l]));
    // Quantities come from the cart itself, so a +/- shows at once while the quote refreshes.
    const subtotal = items.reduce((sum, i) => {
      const l = lines.get(i.productId);
      return l && l.price !== null && !isUnavailable(l) ? sum + Math.round(l.price * 100) * i.quantity : sum;
    }, 0);
    const fee: ShippingQuote = failed || !quote ? UNAVAILABLE : quote;
    const shipping: ShippingState = {
      shippingFee: fee.shippingFee,
      isFree: fee.isFree,
      available: fee.available,
      discount: fee.discount,
      promoCode: fee.promoCode,
      promoError: fee.promoError,
      loading,
    };
    return { lines, subtotal: subtotal / 100, loading, failed, shipping };
  }, [quote, items, loading, failed]);
}

/**
 * A line that cannot be bought at all (gone, or none left): it has no quantity controls and
 * nothing of it is priced or shipped (docs/product.md#checkout).
 */
export function isUnavailable(line: QuotedLine | undefined): boolean {
  return line?.problem === 'missing' || line?.problem === 'out_of_stock';
}

/** The most of a line the shopper may have: the stock the quote shows (a cart line is at most 999). */
export function maxQuantity(line: QuotedLine | undefined): number {
  return Math.max(1, Math.min(999, line?.stockQuantity ?? 999));
}

/** The shopper-facing note for a line the server flagged. */
export function problemText(line: QuotedLine | undefined, quantity: number): string | null {
  if (!line?.problem) return null;
  if (line.problem === 'missing') return 'This product is no longer available. Please remove it.';
  if (line.problem === 'out_of_stock') return 'Out of stock. Please remove it to check out.';
  return line.stockQuantity < quantity ? `Only ${line.stockQuantity} left. Please lower the quantity.` : null;
}
