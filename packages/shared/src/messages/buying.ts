/** Checkout failures beyond docs/product.md#messages (server-authoritative protocol, docs/product.md#checkout). */
export const buying = {
  productsUnavailable: 'Some products in your cart are no longer available. Please review your cart.',
  outOfStock: (name: string, left: number) =>
    left > 0
      ? `Only ${left} left of ${name}. Please lower the quantity in your cart.`
      : `${name} is out of stock.`,
  soldOutRefunded:
    'Sorry, an item in your order sold out while you were paying. No order was placed and your payment has been refunded in full.',
  cartChangedRefunded:
    'Your cart changed during checkout, so no order was placed and your payment has been refunded in full. Please review your cart and try again.',
  emailChangedRefunded:
    'The email address changed after payment. Your payment has been refunded; please check out again.',
  paymentNotCompleted: 'Your payment has not been completed. Please check your card details and try again.',
  paymentRefunded: 'This payment was refunded and cannot be used for an order.',
  notPlacedRefunded: 'Your order could not be placed, so your payment has been refunded in full.',
  noAddressRefunded:
    'We did not receive a shipping address with your payment, so no order was placed and your payment has been refunded in full.',
  intentUnknown: 'This payment could not be found. Please start checkout again.',
  intentAlreadyPaid: 'This payment has already been completed.',
  orderTooLarge:
    'This order is too large to pay for online (the most is $999,999.99). Please lower the quantities or contact us.',
  placeInterrupted:
    'Your payment went through, but we could not reach the store to finish your order. Reload this page to finish it: you will not be charged again.',
  resuming: 'Finishing the order you already paid for...',
} as const;
