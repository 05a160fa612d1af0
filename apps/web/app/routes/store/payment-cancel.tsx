import { XCircle } from 'lucide-react';
import { STORE_NAME } from '@seoul-glow/shared';
import { ButtonLink } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { EmptyState } from '~/components/ui/empty-state';

export const meta = () => [
  { title: `Payment Cancelled | ${STORE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

/** /payment/cancel (docs/product.md#screens-and-routes): nothing was charged and the cart is kept. */
export default function PaymentCancelPage() {
  return (
    <Container className="py-12 sm:py-16">
      <EmptyState
        as="h1"
        icon={<XCircle className="size-6" />}
        title="Payment Cancelled"
        description="No charge was made. Your cart has been kept, so you can pick up right where you left off."
        action={
          <div className="flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/cart">Return to Cart</ButtonLink>
            <ButtonLink to="/products" variant="secondary">
              Continue Shopping
            </ButtonLink>
          </div>
        }
      />
    </Container>
  );
}
