import { MESSAGES, api, type RouteData, type SampleChoice } from '@seoul-glow/shared';
import { ApiError, NetworkError, callApi } from '~/lib/api-client';
import type { CartItem } from '~/lib/cart/cart-store';
import type { CheckoutForm } from './checkout-form-model';
import {
  clearPendingPayment,
  markPendingPaid,
  readPendingPayment,
  savePendingPayment,
  type PendingPayment,
} from './pending-payment';

const M = MESSAGES.checkout;

/** A failure to show in the browser alert (docs/product.md#messages: checkout failures). */
export class CheckoutAlert extends Error {}

/** The card provider refused the card: also said on the page beside the card field. */
export class CardRefused extends CheckoutAlert {}

/** The card confirmation with the active provider: succeeded, a provider error, or another status. */
export type ConfirmPayment = (
  clientSecret: string,
  billing: { name: string; email: string },
) => Promise<{ status?: string; error?: string }>;

function serverMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.errors[0] ? err.errors[0] : fallback;
}

/** What the order carries besides the cart and the address: the promo code and the free sample. */
export interface CheckoutExtras {
  promoCode?: string | null;
  sample?: SampleChoice;
}

/** The order placed, with the total the payment was for. */
export type PlacedOrder = RouteData<typeof api.orders.place> & { total: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Places the order of a paid payment (idempotent per payment: the same order however often). A
 * lost connection is retried a few times; if it stays lost the payment is kept for a reload to
 * finish (so does a reload that cuts the call off). An answer from the server ends the payment's
 * life in this tab either way: the order, or the refusal that refunded it.
 */
export async function placePending(pending: PendingPayment): Promise<PlacedOrder> {
  const { form } = pending;
  for (let attempt = 0; ; attempt++) {
    try {
      const placed = await callApi(api.orders.place, {
        body: {
          items: pending.items,
          shippingAddress: { ...form, addressLine2: form.addressLine2 || null },
          stripeClientSecret: pending.clientSecret,
          paymentIntentId: pending.paymentIntentId,
        },
      });
      clearPendingPayment();
      if (!placed.data?.orderId) throw new CheckoutAlert(M.checkoutFailed);
      return { ...placed.data, total: pending.amount };
    } catch (err) {
      if (err instanceof NetworkError && attempt < 3) {
        await sleep(1000 * 2 ** attempt);
        continue;
      }
      if (err instanceof ApiError) {
        clearPendingPayment();
        throw new CheckoutAlert(serverMessage(err, M.checkoutFailed));
      }
      if (err instanceof CheckoutAlert) throw err;
      throw new CheckoutAlert(MESSAGES.buying.placeInterrupted);
    }
  }
}

/** The intent for this checkout: the tab's unpaid one when nothing it was priced for changed, else a new one. */
async function paymentFor(
  items: CartItem[],
  form: CheckoutForm,
  extras: CheckoutExtras,
): Promise<PendingPayment> {
  const body = {
    items,
    email: form.email,
    country: form.country,
    shippingAddress: { ...form, addressLine2: form.addressLine2 || null },
    promoCode: extras.promoCode ?? null,
    sample: extras.sample ?? null,
  };
  const request = JSON.stringify(body);
  const kept = readPendingPayment();
  if (kept && !kept.paid && kept.request === request) return { ...kept, form };
  let intent: RouteData<typeof api.payments.createIntent> | undefined;
  try {
    intent = (await callApi(api.payments.createIntent, { body })).data;
  } catch (err) {
    throw new CheckoutAlert(serverMessage(err, M.placeFailed));
  }
  if (!intent?.clientSecret) throw new CheckoutAlert(M.placeFailed);
  const pending: PendingPayment = {
    paymentIntentId: intent.paymentIntentId,
    clientSecret: intent.clientSecret,
    amount: intent.amount,
    request,
    items,
    form,
    paid: false,
    startedAt: Date.now(),
  };
  // Kept before the card is charged: from this moment a reload must not start a second payment.
  savePendingPayment(pending);
  return pending;
}

/**
 * The checkout flow of docs/product.md#checkout: create the payment intent (server-priced, with
 * the address recorded so the store can finish the order even without this page), confirm the
 * card, place the order. Returns the placed order; throws CheckoutAlert with the text to alert.
 */
export async function submitOrder(
  items: CartItem[],
  form: CheckoutForm,
  confirmPayment: ConfirmPayment,
  extras: CheckoutExtras = {},
): Promise<PlacedOrder> {
  const pending = await paymentFor(items, form, extras);

  let payment: { status?: string; error?: string };
  try {
    payment = await confirmPayment(pending.clientSecret, { name: form.fullName, email: form.email });
  } catch (err) {
    if (err instanceof CheckoutAlert) throw err;
    throw new CheckoutAlert(serverMessage(err, M.checkoutFailed));
  }
  if (payment.error) throw new CardRefused(payment.error);
  if (payment.status !== 'succeeded') throw new CheckoutAlert(M.paymentFailed);
  markPendingPaid(pending.paymentIntentId);

  return placePending({ ...pending, paid: true });
}
