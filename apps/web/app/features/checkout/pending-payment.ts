import { STORAGE_KEYS } from '@seoul-glow/shared';
import type { CartItem } from '~/lib/cart/cart-store';
import type { CheckoutForm } from './checkout-form-model';

/**
 * The payment this tab started and has not yet seen become an order (docs/product.md#checkout).
 * Kept in session storage, so a reload or a lost connection after the card was charged finishes
 * the same order with the same payment instead of starting (and charging) a new one. One tab,
 * one checkout: session storage is not shared between tabs and ends with the tab.
 */
export interface PendingPayment {
  paymentIntentId: string;
  clientSecret: string;
  amount: number;
  /** The payment-intent request exactly as sent: an unpaid intent is reused only for the same one. */
  request: string;
  items: CartItem[];
  form: CheckoutForm;
  /** The card was confirmed: from here on only placing the order remains. */
  paid: boolean;
  startedAt: number;
}

const KEY = STORAGE_KEYS.pendingPayment;
/** A day: a payment older than that is the reconciler's to finish (and mail about), not the page's. */
const MAX_AGE_MS = 24 * 3600_000;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function isPending(v: unknown): v is PendingPayment {
  const p = v as Partial<PendingPayment> | null;
  return (
    typeof p === 'object' &&
    p !== null &&
    typeof p.paymentIntentId === 'string' &&
    typeof p.clientSecret === 'string' &&
    typeof p.amount === 'number' &&
    typeof p.request === 'string' &&
    Array.isArray(p.items) &&
    typeof p.form === 'object' &&
    p.form !== null &&
    typeof p.paid === 'boolean' &&
    typeof p.startedAt === 'number'
  );
}

export function readPendingPayment(now = Date.now()): PendingPayment | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isPending(value) && now - value.startedAt < MAX_AGE_MS) return value;
  } catch {
    // Unreadable: dropped below like an expired one.
  }
  clearPendingPayment();
  return null;
}

export function savePendingPayment(pending: PendingPayment): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Storage full or disabled: the checkout still works, only without the resume.
  }
}

export function markPendingPaid(paymentIntentId: string): void {
  const pending = readPendingPayment();
  if (pending?.paymentIntentId === paymentIntentId) savePendingPayment({ ...pending, paid: true });
}

export function clearPendingPayment(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // See savePendingPayment.
  }
}
