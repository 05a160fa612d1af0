import { STORE_NAME } from '@seoul-glow/shared';
import { Container } from '~/components/ui/container';
import { LoadingBlock } from '~/components/ui/spinner';
import { OrderNotFound } from '~/features/orders/order-not-found';
import { OrderView } from '~/features/orders/order-view';
import { useOrder } from '~/features/orders/use-order';
import type { Route } from './+types/order-detail';

export const meta = ({ params }: Route.MetaArgs) => [
  { title: `Order ${params.orderId} | ${STORE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

export default function OrderDetailPage({ params }: Route.ComponentProps) {
  const state = useOrder(params.orderId);
  if (state.status === 'loading') {
    return (
      <Container className="py-16">
        <LoadingBlock label="Loading order..." />
      </Container>
    );
  }
  if (state.status === 'missing') return <OrderNotFound />;
  return <OrderView order={state.order} />;
}
