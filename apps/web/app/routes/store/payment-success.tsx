import { CheckCircle2 } from 'lucide-react';
import { ORDER_ACCESS_MESSAGES, STORE_NAME, formatUsd } from '@seoul-glow/shared';
import { ButtonLink } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { LoadingBlock } from '~/components/ui/spinner';
import { OrderNotFound } from '~/features/orders/order-not-found';
import { loadOrder } from '~/features/orders/use-order';
import { placedOrderHref, placedOrderToken } from '~/lib/orders/placed-orders';
import type { Route } from './+types/payment-success';

export const meta = () => [
  { title: `Order Confirmed | ${STORE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

const NEXT_STEPS = [
  'A confirmation email with your order details is on its way.',
  'We carefully pack your K-beauty picks, with a free sample.',
  'You get a tracking number as soon as your parcel ships.',
];

/**
 * /payment/success?session_id={orderId}&token= (docs/product.md#screens-and-routes success page);
 * the signed token (docs/product.md#security) names the email the confirmation went to and rides
 * on 'Track Your Order'.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const orderId = params.get('session_id');
  const token = params.get('token') ?? (orderId ? placedOrderToken(orderId) : null);
  return { order: await loadOrder(orderId, token, request.signal), token };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <Container className="py-16">
      <LoadingBlock label="Processing your order..." />
    </Container>
  );
}

export default function PaymentSuccessPage({ loaderData }: Route.ComponentProps) {
  const { order, token } = loaderData;
  if (!order) return <OrderNotFound />;
  return (
    <Container className="max-w-3xl! py-10 sm:py-16">
      <div className="rounded-card border border-line bg-surface p-6 text-center shadow-soft sm:p-10">
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-emerald-50 text-emerald-700">
          <CheckCircle2 aria-hidden="true" className="size-9" />
        </span>
        <h1 className="mt-4 font-display text-3xl sm:text-4xl">Payment Successful</h1>
        <p className="mt-2 text-ink-muted">Thank you for your order. Your glow is on its way.</p>
        <dl className="mx-auto mt-6 grid max-w-md gap-3 rounded-2xl bg-canvas p-5 text-left text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">Order number</dt>
            <dd className="font-semibold" data-testid="success-order-id">
              {order.orderId}
            </dd>
          </div>
          {order.promoCode ? (
            <div className="flex justify-between gap-4">
              <dt className="text-ink-muted">Promo code {order.promoCode}</dt>
              <dd className="font-semibold text-sage-700 tabular-nums" data-testid="success-discount">
                {order.discount > 0 ? `−${formatUsd(order.discount)}` : 'Free shipping'}
              </dd>
            </div>
          ) : null}
          {order.sample ? (
            <div className="flex justify-between gap-4">
              <dt className="text-ink-muted">Free sample</dt>
              <dd className="text-right font-semibold" data-testid="success-sample">
                {order.sample.name}
              </dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">Total</dt>
            <dd className="font-semibold tabular-nums" data-testid="success-total">
              {formatUsd(order.total)}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">Payment method</dt>
            <dd className="font-semibold">Credit Card</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">Estimated delivery</dt>
            <dd className="font-semibold">3-5 business days</dd>
          </div>
        </dl>
        <p className="mt-5 text-sm text-ink-muted">
          {order.email ? (
            <>
              A confirmation email has been sent to <strong className="text-ink">{order.email}</strong>.
            </>
          ) : (
            ORDER_ACCESS_MESSAGES.confirmationSent
          )}
        </p>
        <div className="mx-auto mt-6 max-w-md text-left">
          <h2 className="font-display text-xl">What&apos;s next?</h2>
          <ol className="mt-3 space-y-2 text-sm text-ink-muted">
            {NEXT_STEPS.map((s, i) => (
              <li key={s} className="flex gap-3">
                <span className="grid size-6 shrink-0 place-items-center rounded-full bg-blush-50 text-xs font-semibold text-blush-700">
                  {i + 1}
                </span>
                {s}
              </li>
            ))}
          </ol>
        </div>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink
            to={placedOrderHref({
              orderId: order.orderId,
              token: order.email ? (token ?? undefined) : undefined,
            })}
          >
            Track Your Order
          </ButtonLink>
          <ButtonLink to="/products" variant="secondary">
            Continue Shopping
          </ButtonLink>
        </div>
      </div>
    </Container>
  );
}
