import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@seoul-glow/shared';
import { readItem, subscribeStorage, writeItem } from '~/lib/browser-storage';

// What the shopper chose on /cart that /checkout carries on (and back): the country shipped to
// and the promo code applied (docs/product.md#checkout). Kept in the browser, like the cart.

const clean = (value: string | null, max: number) => (value && value.length <= max ? value : null);

export function readShipCountry(): string | null {
  return clean(readItem(STORAGE_KEYS.shipCountry), 100);
}

export function saveShipCountry(country: string): void {
  writeItem(STORAGE_KEYS.shipCountry, country || null);
}

export function readPromoCode(): string | null {
  return clean(readItem(STORAGE_KEYS.promoCode), 40);
}

/** The code that applied; null forgets it (removed by the shopper, or used by a placed order). */
export function savePromoCode(code: string | null): void {
  writeItem(STORAGE_KEYS.promoCode, code);
}

export function useShipCountry(): string | null {
  return useSyncExternalStore(subscribeStorage, readShipCountry, () => null);
}

export function usePromoCode(): string | null {
  return useSyncExternalStore(subscribeStorage, readPromoCode, () => null);
}
