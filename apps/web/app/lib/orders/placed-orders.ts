import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@seoul-glow/shared';
import { readItem, readJson, subscribeStorage, writeJson } from '~/lib/browser-storage';

/** An order this browser placed; /orders lists them (there is no shopper login, docs/product.md#who-may-do-what). */
export interface PlacedOrder {
  orderId: string;
  placedAt: string;
  total: number;
}

function isPlacedOrder(v: unknown): v is PlacedOrder {
  const o = v as PlacedOrder;
  return (
    typeof o === 'object' &&
    o !== null &&
    typeof o.orderId === 'string' &&
    typeof o.placedAt === 'string' &&
    typeof o.total === 'number'
  );
}

export function readPlacedOrders(): PlacedOrder[] {
  const stored = readJson<unknown>(STORAGE_KEYS.placedOrders);
  return Array.isArray(stored) ? stored.filter(isPlacedOrder) : [];
}

/** Newest first; placing the same order again (a retried success page) keeps one entry. */
export function recordPlacedOrder(order: PlacedOrder): void {
  const rest = readPlacedOrders().filter((o) => o.orderId !== order.orderId);
  writeJson(STORAGE_KEYS.placedOrders, [order, ...rest].slice(0, 100));
}

let cached: { raw: string | null; orders: PlacedOrder[] } | undefined;
function snapshot(): PlacedOrder[] {
  const raw = readItem(STORAGE_KEYS.placedOrders);
  if (!cached || cached.raw !== raw) {
    cached = { raw, orders: readPlacedOrders().sort((a, b) => b.placedAt.localeCompare(a.placedAt)) };
  }
  return cached.orders;
}
const EMPTY: PlacedOrder[] = [];

export function usePlacedOrders(): PlacedOrder[] {
  return useSyncExternalStore(subscribeStorage, snapshot, () => EMPTY);
}
