import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@seoul-glow/shared';
import { readItem, readJson, subscribeStorage, writeJson } from '~/lib/browser-storage';

/** An order this browser placed; /orders lists them (there is no shopper login, docs/product.md#who-may-do-what). */
export interface PlacedOrder {
  orderId: string;
  placedAt: string;
  total: number;
  /** The order's signed link token from the place call: this browser sees the order whole. */
  token?: string;
}

function isPlacedOrder(v: unknown): v is PlacedOrder {
  const o = v as PlacedOrder;
  return (
    typeof o === 'object' &&
    o !== null &&
    typeof o.orderId === 'string' &&
    typeof o.placedAt === 'string' &&
    typeof o.total === 'number' &&
    (o.token === undefined || typeof o.token === 'string')
  );
}

export function readPlacedOrders(): PlacedOrder[] {
  const stored = readJson<unknown>(STORAGE_KEYS.placedOrders);
  return Array.isArray(stored) ? stored.filter(isPlacedOrder) : [];
}

/** The kept link token of an order placed here (docs/product.md#security), or null. */
export function placedOrderToken(orderId: string): string | null {
  const id = orderId.toUpperCase();
  return readPlacedOrders().find((o) => o.orderId.toUpperCase() === id)?.token ?? null;
}

/** The order page's address, with the kept token when there is one. */
export function placedOrderHref(order: Pick<PlacedOrder, 'orderId' | 'token'>): string {
  const path = `/orders/${encodeURIComponent(order.orderId)}`;
  return order.token ? `${path}?token=${encodeURIComponent(order.token)}` : path;
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
