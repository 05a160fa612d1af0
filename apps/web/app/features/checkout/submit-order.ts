import { MESSAGES, api, type RouteData } from '@seoul-glow/shared';
import { ApiError, callApi } from '~/lib/api-client';
import type { CartItem } from '~/lib/cart/cart-store';
import type { CheckoutForm } from './checkout-form-model';

const M = MESSAGES.checkout;

/** A failure to show in the browser alert (docs/product.md#messages: checkout failures). */
export class CheckoutAlert extends Error {}

/** The card confirmation with the active provider: succeeded, a provider error, or another status. */
export type ConfirmPayment = (
  clientSecret: string,
  billing: { name: string; email: string },
) => Promise<{ status?: string; error?: string }>;

function serverMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.errors[0] ? err.errors[0] : fallback;
}

/**
 * The checkout flow of docs/product.md#checkout: create the payment intent (server-priced), confirm the card, place the
 * order. Returns the placed order; throws CheckoutAlert with the text to alert.
 */
export async function submitOrder(
  items: CartItem[],
  form: CheckoutForm,
  confirmPayment: ConfirmPayment,
): Promise<RouteData<typeof api.orders.place> & { total: number }> {
  let intent: RouteData<typeof api.payments.createIntent> | undefined;
  try {
    intent = (
      await callApi(api.payments.createIntent, {
        body: { items, email: form.email, country: form.country },
      })
    ).data;
  } catch (err) {
    throw new CheckoutAlert(serverMessage(err, M.placeFailed));
  }
  if (!intent?.clientSecret) throw new CheckoutAlert(M.placeFailed);

  let payment: { status?: string; error?: string };
  try {
    payment = await confirmPayment(intent.clientSecret, { name: form.fullName, email: form.email });
  } catch (err) {
    if (err instanceof CheckoutAlert) throw err;
    throw new CheckoutAlert(serverMessage(err, M.checkoutFailed));
  }
  if (payment.error) throw new CheckoutAlert(payment.error);
  if (payment.status !== 'succeeded') throw new CheckoutAlert(M.paymentFailed);

  try {
    const placed = await callApi(api.orders.place, {
      body: {
        items,
        shippingAddress: { ...form, addressLine2: form.addressLine2 || null },
        stripeClientSecret: intent.clientSecret,
        paymentIntentId: intent.paymentIntentId,
      },
    });
    if (!placed.data?.orderId) throw new CheckoutAlert(M.checkoutFailed);
    return { ...placed.data, total: intent.amount };
  } catch (err) {
    if (err instanceof CheckoutAlert) throw err;
    throw new CheckoutAlert(serverMessage(err, M.checkoutFailed));
  }
}
