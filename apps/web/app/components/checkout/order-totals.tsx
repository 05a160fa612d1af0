import { formatUsd } from '@seoul-glow/shared';

/**
 * The money lines every summary shows (cart, checkout, order page, success page): subtotal, the
 * promo code's discount when there is one, shipping as the caller words it, and the total
 * (docs/product.md#checkout). `testId` prefixes each amount's data-testid.
 */
export function OrderTotals({
  subtotal,
  discount,
  promoCode,
  shipping,
  total,
  testId,
}: {
  subtotal: number;
  discount: number;
  promoCode: string | null;
  shipping: string;
  total: number;
  testId: string;
}) {
  return (
    // data-keep-clear: the assistant's floating button steps aside rather than cover the money.
    <dl className="space-y-2 text-sm" data-keep-clear>
      <div className="flex justify-between">
        <dt className="text-ink-muted">Subtotal</dt>
        <dd className="font-semibold tabular-nums" data-testid={`${testId}-subtotal`}>
          {formatUsd(subtotal)}
        </dd>
      </div>
      {discount > 0 ? (
        <div className="flex justify-between text-sage-700">
          <dt>Discount{promoCode ? ` (${promoCode})` : ''}</dt>
          <dd className="font-semibold tabular-nums" data-testid={`${testId}-discount`}>
            −{formatUsd(discount)}
          </dd>
        </div>
      ) : null}
      <div className="flex justify-between">
        <dt className="text-ink-muted">
          Shipping
          {promoCode && discount === 0 && shipping === 'FREE' ? (
            <span className="text-sage-700"> ({promoCode})</span>
          ) : null}
        </dt>
        <dd className="font-semibold tabular-nums" data-testid={`${testId}-shipping`}>
          {shipping}
        </dd>
      </div>
      <div className="flex justify-between border-t border-line pt-3 text-base">
        <dt className="font-semibold">Total</dt>
        <dd className="font-semibold tabular-nums" data-testid={`${testId}-total`}>
          {formatUsd(total)}
        </dd>
      </div>
    </dl>
  );
}

/** Cents-exact total of a summary in dollars: subtotal less discount plus shipping. */
export function summaryTotal(subtotal: number, discount: number, shippingFee: number): number {
  return Math.round((subtotal - discount + shippingFee) * 100) / 100;
}
