import type { CartAction } from '@seoul-glow/shared';
import { addToCart, quantityInCart, setCartQuantity } from './cart-store';

/** Sets a line to a quantity (1-999), adding it when the cart does not hold the product yet. */
export function setLine(productId: number, quantity: number): void {
  const wanted = Math.min(999, Math.floor(quantity));
  if (wanted <= 0) return setCartQuantity(productId, 0);
  if (quantityInCart(productId) > 0) setCartQuantity(productId, wanted);
  else addToCart(productId, wanted);
}

/**
 * Applies what the assistant did to the cart (docs/product.md#the-beauty-assistant): the cart
 * lives in this browser, so the server's answer says what to change and the widget changes it.
 */
export function applyCartAction(action: CartAction): void {
  if (action.type === 'add_to_cart') addToCart(action.productId, action.quantity);
  else setLine(action.productId, action.quantity);
}
