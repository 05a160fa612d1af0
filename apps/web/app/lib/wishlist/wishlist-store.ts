import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@seoul-glow/shared';
import { readItem, readJson, subscribeStorage, writeJson } from '~/lib/browser-storage';

/** The wishlist lives in the browser only (docs/product.md#screens-and-routes): a list of product ids. */
export function readWishlist(): number[] {
  const stored = readJson<unknown>(STORAGE_KEYS.wishlist);
  return Array.isArray(stored) ? stored.filter((id): id is number => Number.isInteger(id)) : [];
}

export function toggleWishlist(productId: number): boolean {
  const ids = readWishlist();
  const has = ids.includes(productId);
  writeJson(STORAGE_KEYS.wishlist, has ? ids.filter((id) => id !== productId) : [...ids, productId]);
  return !has;
}

export function removeFromWishlist(productId: number): void {
  writeJson(
    STORAGE_KEYS.wishlist,
    readWishlist().filter((id) => id !== productId),
  );
}

let cached: { raw: string | null; ids: number[] } | undefined;
function snapshot(): number[] {
  const raw = readItem(STORAGE_KEYS.wishlist);
  if (!cached || cached.raw !== raw) cached = { raw, ids: readWishlist() };
  return cached.ids;
}
const EMPTY: number[] = [];

export function useWishlist(): number[] {
  return useSyncExternalStore(subscribeStorage, snapshot, () => EMPTY);
}
