/**
 * The header's cart controls ask the cart sidebar (built separately) to open by dispatching a
 * cancelable `sg:open-cart` event on window. A sidebar that handles it calls
 * `event.preventDefault()`; when nobody does, the caller falls back to the /cart page.
 */
export const OPEN_CART_EVENT = 'sg:open-cart';

export interface OpenCartDetail {
  /** The product just added, when the request comes from an add-to-cart button. */
  productId?: number;
}

/** Dispatches the open request; true when a listener took it (called preventDefault). */
export function requestOpenCart(detail: OpenCartDetail = {}): boolean {
  const event = new CustomEvent<OpenCartDetail>(OPEN_CART_EVENT, { cancelable: true, detail });
  return !window.dispatchEvent(event);
}
