import { useState } from 'react';
import { STORE_NAME } from '@seoul-glow/shared';
import { ButtonLink } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { LoadingBlock } from '~/components/ui/spinner';
import { placedOrderToken } from '~/lib/orders/placed-orders';
import { OrderNotFound } from '~/features/orders/order-not-found';
import { OrderView } from '~/features/orders/order-view';
import { loadOrder, useOrderProof } from '~/features/orders/use-order';
import { OrderReviews } from '~/features/reviews/order-reviews';
import type { Route } from './+types/order-detail';

export const meta = ({ params }: Route.MetaArgs) => [
  { title: `Order ${params.orderId} | ${STORE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

/**
 * The order by its number; whole with the signed link's `?token=` or the token this browser kept
 * when it placed the order, else its public view with the email proof (docs/product.md#security).
 * The token may live in this browser only, so the order loads in the browser: on a first visit
 * after the page has been shown, its loading state rendered by the server meanwhile.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? placedOrderToken(params.orderId);
  return { order: await loadOrder(params.orderId, token, request.signal), token };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <Container className="py-16">
      <LoadingBlock label="Loading order..." />
    </Container>
  );
}

export default function OrderDetailPage({ params, loaderData }: Route.ComponentProps) {
  const { token } = loaderData;
  const { order, proveEmail } = useOrderProof(params.orderId, loaderData.order);
  // Reviews are proved the way the order was: the email the shopper typed, else the link's token.
  const [provedEmail, setProvedEmail] = useState<string | null>(null);
  const prove = async (email: string) => {
    const outcome = await proveEmail(email);
    if (outcome === 'owner') setProvedEmail(email);
    return outcome;
  };
  if (!order) {
    return (
      <OrderNotFound
        action={
          <div className="flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/orders/find">Find My Orders</ButtonLink>
            <ButtonLink to="/" variant="secondary">
              Return to Home
            </ButtonLink>
          </div>
        }
      />
    );
  }
  const proof = provedEmail ? { email: provedEmail } : token ? { token } : null;
  return (
    <>
      <OrderView order={order} onProve={prove} />
      <Container className="-mt-4 pb-12 sm:-mt-6">
        <OrderReviews order={order} proof={proof} />
      </Container>
    </>
  );
}
