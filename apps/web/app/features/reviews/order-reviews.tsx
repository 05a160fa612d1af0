import { lazy, Suspense, useState } from 'react';
import { Star } from 'lucide-react';
import { type OrderDetail } from '@seoul-glow/shared';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import type { OrderProof, ReviewTarget } from './review-form';

// The form (fields, photo picker, checks) loads on the first "Write a Review", not with the page.
const ReviewFormDialog = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewFormDialog })));

/**
 * "Review your items" on the order page (docs/product.md#how-things-change): shown to whoever
 * proved the order (its signed link or its email), for an order that was not cancelled; one review
 * per product and order.
 */
export function OrderReviews({ order, proof }: { order: OrderDetail; proof: OrderProof | null }) {
  const [open, setOpen] = useState<ReviewTarget | null>(null);
  const [done, setDone] = useState<Record<number, string>>({});
  if (!proof || order.access !== 'owner' || order.status === 'cancelled') return null;
  const items = order.items.filter(
    (item, i, all): item is typeof item & { productId: number } =>
      item.productId !== null && all.findIndex((x) => x.productId === item.productId) === i,
  );
  if (items.length === 0) return null;
  return (
    <section
      id="review"
      aria-labelledby="review-title"
      className="scroll-mt-24 rounded-card border border-line/70 bg-surface p-5 shadow-soft sm:p-6"
    >
      <h2 id="review-title" className="font-display text-xl">
        Review your items
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Tell other shoppers how it worked for your skin: reviews from people with the same skin type help the
        most.
      </p>
      <ul className="mt-4 divide-y divide-line/60">
        {items.map((item) => (
          <li key={item.productId} className="flex flex-wrap items-center gap-3 py-3">
            {item.imgURL ? (
              <img src={item.imgURL} alt="" className="size-12 rounded-lg object-cover" loading="lazy" />
            ) : null}
            <p className="min-w-0 flex-1 text-sm font-semibold text-ink">{item.name}</p>
            {done[item.productId] ? (
              <Alert tone="success" className="w-full sm:w-auto">
                {done[item.productId]}
              </Alert>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  setOpen({ orderId: order.orderId, productId: item.productId, productName: item.name })
                }
              >
                <Star aria-hidden="true" className="size-4" /> Write a Review
              </Button>
            )}
          </li>
        ))}
      </ul>
      {open ? (
        <Suspense fallback={null}>
          <ReviewFormDialog
            target={open}
            proof={proof}
            onClose={() => setOpen(null)}
            onDone={(productId, message) => {
              setDone((d) => ({ ...d, [productId]: message }));
              setOpen(null);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
