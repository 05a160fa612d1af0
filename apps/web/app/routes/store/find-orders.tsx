import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { STORE_NAME } from '@seoul-glow/shared';
import { Container } from '~/components/ui/container';
import { FindOrdersForm } from '~/features/orders/find-orders-form';

export const meta = () => [
  { title: `Find My Orders | ${STORE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

/** /orders/find: links to every order of an email address, sent by mail (docs/product.md#security). */
export default function FindOrdersPage() {
  return (
    <Container className="max-w-2xl! py-8 sm:py-12">
      <Link
        to="/orders"
        className="inline-flex items-center gap-2 text-sm font-semibold text-blush-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> My Orders
      </Link>
      <div className="mt-4 rounded-card border border-line bg-surface p-6 shadow-soft sm:p-8">
        <FindOrdersForm headingLevel="h1" />
      </div>
      <p className="mt-6 text-sm text-ink-muted">
        Each link shows the order with its shipping address and payment details. Without a link, an order
        number shows the order&apos;s status, items and totals, and the email used at checkout shows the rest.
      </p>
    </Container>
  );
}
