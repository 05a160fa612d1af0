import { PackageSearch } from 'lucide-react';
import { MESSAGES } from '@seoul-glow/shared';
import { ButtonLink } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { EmptyState } from '~/components/ui/empty-state';

/** docs/product.md#messages: 'Order Not Found' with its text. */
export function OrderNotFound({ action }: { action?: React.ReactNode }) {
  return (
    <Container className="py-12 sm:py-16">
      <EmptyState
        as="h1"
        icon={<PackageSearch className="size-6" />}
        title={MESSAGES.orders.notFoundTitle}
        description={MESSAGES.orders.notFoundText}
        action={action ?? <ButtonLink to="/">Return to Home</ButtonLink>}
      />
    </Container>
  );
}
