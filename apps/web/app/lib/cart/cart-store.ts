import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@seoul-glow/shared';
import { readJson, readItem, subscribeStorage, writeItem, writeJson } from '~/lib/browser-storage';

/** docs/product.md#what-the-store-keeps: the browser cart is a list of {productId, quantity} under the key `cart`. */
export interface CartItem {
  productId: number;
  quantity: number;
}

function isCartItem(value: unknown): value is CartItem {
  const v = value as CartItem;
  return (
    typeof v === 'object' &&
    v !== null &&
    Number.isInteger(v.productId) &&
    Number.isInteger(v.quantity) &&
    v.quantity > 0
  );
}

/** docs/product.md#how-things-change: an unparseable stored cart is discarded. */
export function readCart(): CartItem[] {
  const stored = readJson<unknown>(STORAGE_KEYS.cart);
  if (stored === null) {
    if (readItem(STORAGE_KEYS.cart) !== null) writeItem(STORAGE_KEYS.cart, null);
    return [];
  }
  if (!Array.isArray(stored) || !stored.every(isCartItem)) {
    writeItem(STORAGE_KEYS.cart, null);
    return [];
  }
  return stored;
}

function saveCart(items: CartItem[]) {
  writeJson(STORAGE_KEYS.cart, items);
}

/** docs/product.md#how-things-change: adding records the last added product (the sidebar highlights it). */
let lastAdded: number | null = null;
export function lastAddedProductId(): number | null {
  return lastAdded;
}

/**
 * Adding an existing product raises its quantity (docs/product.md#how-things-change), never past
 * `max` (the stock the shopper was shown). Returns how many were added.
 */
export function addToCart(productId: number, quantity = 1, max = Infinity): number {
  if (!Number.isInteger(quantity) || quantity <= 0) return 0;
  const items = readCart();
  const existing = items.find((i) => i.productId === productId);
  const room = Math.max(0, Math.min(max, 999) - (existing?.quantity ?? 0));
  const added = Math.min(quantity, room);
  if (added === 0) return 0;
  lastAdded = productId;
  if (existing) existing.quantity += added;
  else items.push({ productId, quantity: added });
  saveCart(items);
  return added;
}

/** How many of a product the cart holds. */
export function quantityInCart(productId: number): number {
  return readCart().find((i) => i.productId === productId)?.quantity ?? 0;
}

/** A quantity of 0 or less removes the item (docs/product.md#how-things-change). */
export function setCartQuantity(productId: number, quantity: number): void {
  const items = readCart();
  saveCart(
    quantity <= 0
      ? items.filter((i) => i.productId !== productId)
      : items.map((i) => (i.productId === productId ? { ...i, quantity: Math.floor(quantity) } : i)),
  );
}

export function removeFromCart(productId: number): void {
  setCartQuantity(productId, 0);
}

export function clearCart(): void {
  saveCart([]);
}

let cached: { raw: string | null; items: CartItem[] } | undefined;
function snapshot(): CartItem[] {
  const raw = readItem(STORAGE_KEYS.cart);
  if (!cached || cached.raw !== raw) cached = { raw, items: readCart() };
  return cached.items;
}
const EMPTY: CartItem[] = [];

export function useCartItems(): CartItem[] {
  return useSyncExternalStore(subscribeStorage, snapshot, () => EMPTY);
}

/** docs/product.md#how-things-change: count = sum of quantities. */
export function useCartCount(): number {
  return useCartItems().reduce((n, i) => n + i.quantity, 0);
}
