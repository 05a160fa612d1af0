import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@seoul-glow/shared';
import { clearCart, type CartItem } from '~/lib/cart/cart-store';
import { savePromoCode } from '~/lib/cart/checkout-choices';
import { recordPlacedOrder } from '~/lib/orders/placed-orders';
import type { CheckoutForm } from './checkout-form-model';
import { readPendingPayment, type PendingPayment } from './pending-payment';
import {
  CardRefused,
  CheckoutAlert,
  placePending,
  submitOrder,
  type CheckoutExtras,
  type ConfirmPayment,
  type PlacedOrder,
} from './submit-order';

/**
 * Places the order (docs/product.md#checkout): busy throughout; on success the order is kept in
 * this browser's list, the cart cleared and the success page opened; a failure is alerted with its
 * text and the form is usable again. `placed` tells the page not to leave for the empty cart.
 * `resume` finishes a payment this tab already made (a reload or a lost connection after the
 * card was charged): the same payment, the same order, never a second charge.
 */
export function usePlaceOrder(confirm: ConfirmPayment) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [resuming, setResuming] = useState(false);
  /** A refused card's text, shown beside the card field as well as in the alert. */
  const [cardProblem, setCardProblem] = useState<string | null>(null);
  const placed = useRef(false);

  async function finish(work: () => Promise<PlacedOrder>) {
    setBusy(true);
    setCardProblem(null);
    try {
      const order = await work();
      placed.current = true;
      recordPlacedOrder({
        orderId: order.orderId,
        placedAt: new Date().toISOString(),
        total: order.total,
        token: order.accessToken,
      });
      clearCart();
      // The code went with this order; the next one starts without it.
      savePromoCode(null);
      // The signed token lets the success page show the order whole (docs/product.md#security).
      const token = order.accessToken ? `&token=${encodeURIComponent(order.accessToken)}` : '';
      navigate(`/payment/success?session_id=${encodeURIComponent(order.orderId)}${token}`);
    } catch (err) {
      if (!(err instanceof CheckoutAlert)) console.error(err);
      if (err instanceof CardRefused) setCardProblem(err.message);
      window.alert(err instanceof CheckoutAlert ? err.message : MESSAGES.checkout.checkoutFailed);
      setBusy(false);
      setResuming(false);
    }
  }

  const place = (items: CartItem[], form: CheckoutForm, extras: CheckoutExtras = {}) =>
    finish(() => submitOrder(items, form, confirm, extras));

  /**
   * Once after hydration: a paid payment's order is finished at once; an unpaid one (the tab was
   * reloaded while the card was being confirmed) is returned so the page can refill its form, and
   * the same payment is confirmed again on submit rather than a new one started.
   */
  const resume = useCallback((): PendingPayment | null => {
    const pending = readPendingPayment();
    if (pending?.paid) {
      setResuming(true);
      void finish(() => placePending(pending));
    }
    return pending;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { busy, resuming, placed, place, resume, cardProblem, clearCardProblem: () => setCardProblem(null) };
}
