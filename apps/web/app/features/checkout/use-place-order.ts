import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@seoul-glow/shared';
import { clearCart, type CartItem } from '~/lib/cart/cart-store';
import { recordPlacedOrder } from '~/lib/orders/placed-orders';
import type { CheckoutForm } from './checkout-form-model';
import { CheckoutAlert, submitOrder, type ConfirmPayment } from './submit-order';

/**
 * Places the order (docs/product.md#checkout): busy throughout; on success the order is kept in
 * this browser's list, the cart cleared and the success page opened; a failure is alerted with its
 * text and the form is usable again. `placed` tells the page not to leave for the empty cart.
 */
export function usePlaceOrder(confirm: ConfirmPayment) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const placed = useRef(false);

  async function place(items: CartItem[], form: CheckoutForm) {
    setBusy(true);
    try {
      const order = await submitOrder(items, form, confirm);
      placed.current = true;
      recordPlacedOrder({ orderId: order.orderId, placedAt: new Date().toISOString(), total: order.total });
      clearCart();
      navigate(`/payment/success?session_id=${encodeURIComponent(order.orderId)}`);
    } catch (err) {
      if (!(err instanceof CheckoutAlert)) console.error(err);
      window.alert(err instanceof CheckoutAlert ? err.message : MESSAGES.checkout.checkoutFailed);
      setBusy(false);
    }
  }

  return { busy, placed, place };
}
