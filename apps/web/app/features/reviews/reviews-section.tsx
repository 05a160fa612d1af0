import { MessageSquareText } from 'lucide-react';
import { MESSAGES, type ReviewPage } from '@seoul-glow/shared';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { ReviewCard } from './review-card';
import { ReviewFilters } from './review-filters';
import { ReviewSummary } from './review-summary';
import { reviewsCount } from './review-text';
import { useReviewList } from './use-review-list';

/**
 * The product page's reviews (docs/product.md#screens-and-routes): the summary, filters and sorts,
 * and the list five at a time. The first page is rendered with the page (and kept with it in the
 * page cache); everything after it is fetched in the browser.
 */
export function ReviewsSection({ productId, initial }: { productId: number; initial: ReviewPage }) {
  const { filters, change, page, loading, error } = useReviewList(productId, initial);
  const { summary } = page;
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <section
      id="reviews"
      aria-labelledby="reviews-title"
      className="mt-14 scroll-mt-24 border-t border-line/70 pt-10"
    >
      <h2 id="reviews-title" className="font-display text-2xl text-ink sm:text-3xl">
        Reviews
      </h2>
      {summary.count === 0 ? (
        <div className="mt-6 flex items-start gap-3 rounded-card bg-blush-50/70 p-5 text-sm">
          <MessageSquareText aria-hidden="true" className="mt-0.5 size-5 text-blush-700" />
          <div>
            <p className="font-semibold text-ink">{MESSAGES.reviews.none}</p>
            <p className="mt-1 text-ink-muted">{MESSAGES.reviews.noneText}</p>
          </div>
        </div>
      ) : (
        <div className="mt-6 grid gap-10 lg:grid-cols-[18rem_1fr]">
          <ReviewSummary
            summary={summary}
            onRating={(rating) => change({ rating: String(rating) })}
            onSkinType={(skinType) => change({ skinType })}
            onConcern={(concern) => change({ concern })}
          />
          <div className="min-w-0">
            <ReviewFilters filters={filters} summary={summary} onChange={change} />
            <p className="mt-4 text-sm text-ink-muted" aria-live="polite">
              {loading ? 'Loading...' : reviewsCount(page.total)}
            </p>
            {error ? (
              <Alert tone="error" className="mt-3">
                {error}
              </Alert>
            ) : null}
            {page.items.length === 0 && !loading ? (
              <p className="mt-6 text-sm text-ink">{MESSAGES.reviews.noMatch}</p>
            ) : (
              <div className={cn('divide-y divide-line/70', loading && 'opacity-60')} aria-busy={loading}>
                {page.items.map((r) => (
                  <ReviewCard key={r.id} review={r} />
                ))}
              </div>
            )}
            {pages > 1 ? (
              <nav
                aria-label="Review pages"
                className="flex items-center justify-between gap-3 border-t border-line/70 pt-4"
              >
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={filters.page <= 1 || loading}
                  onClick={() => change({ page: filters.page - 1 })}
                >
                  Previous
                </Button>
                <p className="text-sm text-ink-muted tabular-nums">
                  Page {page.page} of {pages}
                </p>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={filters.page >= pages || loading}
                  onClick={() => change({ page: filters.page + 1 })}
                >
                  Next
                </Button>
              </nav>
            ) : null}
          </div>
        </div>
      )}
    </section>
  );
}
