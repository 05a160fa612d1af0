import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { CartItem } from './cart-store';
import { setLine } from './cart-actions';

/** The most lines a link may set, as the cart allows (docs/product.md#constants-and-limits). */
const MAX_LINES = 100;

/**
 * The items of a cart link (`/cart?items=12:1,34:2`, made by the create_cart tool for outside
 * agents): product id and quantity per line, anything malformed left out.
 */
export function parseCartLink(value: string | null): CartItem[] {
  const items = new Map<number, number>();
  for (const part of (value ?? '').split(',').slice(0, MAX_LINES)) {
    const match = /^\s*(\d{1,10}):(\d{1,3})\s*$/.exec(part);
    if (!match) continue;
    const productId = Number(match[1]);
    const quantity = Number(match[2]);
    if (productId > 0 && productId <= 2_147_483_647 && quantity >= 1 && quantity <= 999)
      items.set(productId, quantity);
  }
  return [...items].map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * Opening a cart link fills this browser's cart: each linked product at the linked quantity,
 * other lines kept, so opening the same link twice changes nothing more. The parameter is then
 * dropped from the address, so a reload or a shared screenshot does not apply it again.
 */
export function useCartLink(): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const value = params.get('items');
  useEffect(() => {
    if (value === null) return;
    for (const item of parseCartLink(value)) setLine(item.productId, item.quantity);
    void navigate('/cart', { replace: true });
  }, [value, navigate]);
}
