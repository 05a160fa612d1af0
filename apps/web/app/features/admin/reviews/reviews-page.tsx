import { useState } from 'react';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import { api, REVIEW_LIMITS, type AdminReview, type ReviewStatus, type RouteInput } from '@seoul-glow/shared';
import { DataTable } from '~/components/admin/data-table';
import { FlashMessage } from '~/components/admin/flash-message';
import { FilterSelect, SearchField } from '~/components/admin/list-filters';
import { AdminPageHeader } from '~/components/admin/page-header';
import { Pager } from '~/components/admin/pager';
import { Alert } from '~/components/ui/alert';
import { cn } from '~/components/ui/cn';
import { EmptyState } from '~/components/ui/empty-state';
import { adminData } from '~/lib/admin/admin-api';
import { useFlash } from '~/lib/admin/use-flash';
import { queryErrorText } from '~/lib/query-client';
import { useDebounced } from '~/lib/use-debounced';
import { StatusBadge, reviewColumns } from './review-columns';
import { ReviewModeration } from './review-moderation';

const LOAD = { failed: 'Failed to load reviews', exception: 'Something went wrong while fetching reviews' };
const reviewsKey = ['admin', 'reviews'] as const;

/** One page of reviews in one status, as searched and filtered, with the count per status. */
export const adminReviewsQuery = (query: RouteInput<typeof api.admin.reviews.list>['query']) =>
  queryOptions({
    queryKey: [...reviewsKey, query],
    queryFn: ({ signal }) => adminData(api.admin.reviews.list, { query, signal }),
  });

const TABS: { status: ReviewStatus | ''; label: string }[] = [
  { status: 'pending', label: 'New' },
  { status: 'published', label: 'Published' },
  { status: 'hidden', label: 'Hidden' },
  { status: '', label: 'All' },
];

/**
 * Admin → Reviews (docs/product.md#who-may-do-what): new reviews waiting for a look first, then
 * published and hidden ones; search, a rating filter, and a dialog to hide, publish or reply.
 */
export function ReviewsPage() {
  const [status, setStatus] = useState<ReviewStatus | ''>('pending');
  const [rating, setRating] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdminReview | null>(null);
  const q = useDebounced(search.trim(), 300);
  const list = useQuery({
    ...adminReviewsQuery({
      status: status || undefined,
      rating: rating || undefined,
      q: q || undefined,
      page,
    } as never),
    placeholderData: keepPreviousData,
  });
  const error = queryErrorText(list.error, LOAD);
  const client = useQueryClient();
  const { flash, show } = useFlash();
  const counts = list.data?.counts;

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Reviews"
        description="New reviews with a link, an email or a phone number wait here for a look."
      />
      <div role="tablist" aria-label="Review status" className="flex flex-wrap gap-2">
        {TABS.map((t) => (
          <button
            key={t.label}
            type="button"
            role="tab"
            aria-selected={status === t.status}
            onClick={() => (setStatus(t.status), setPage(1))}
            className={cn(
              'flex h-11 items-center gap-2 rounded-xl px-4 text-sm font-semibold',
              status === t.status
                ? 'bg-blush-600 text-white'
                : 'bg-surface text-ink-muted ring-1 ring-line hover:text-ink',
            )}
          >
            {t.label}
            {t.status && counts ? <span className="tabular-nums">({counts[t.status]})</span> : null}
          </button>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <SearchField
          label="Search reviews"
          value={search}
          placeholder="Search title, text or product"
          onChange={(v) => (setSearch(v), setPage(1))}
        />
        <FilterSelect label="Rating" value={rating} onChange={(v) => (setRating(v), setPage(1))}>
          <option value="">All ratings</option>
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={String(n)}>
              {n} star{n === 1 ? '' : 's'}
            </option>
          ))}
        </FilterSelect>
      </div>
      <FlashMessage flash={flash} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <DataTable
        label="Reviews table"
        caption="Reviews"
        columns={reviewColumns(setOpen)}
        rows={list.data?.items ?? []}
        rowKey={(r) => r.id}
        loading={!list.data && !error}
        busy={list.isFetching}
        minWidth="min-w-[56rem]"
        empty={
          <EmptyState
            icon={<MessageSquareText aria-hidden="true" className="size-6" />}
            title="No Reviews"
            description={
              status === 'pending' ? 'Nothing is waiting for a look.' : 'No review matches these filters.'
            }
          />
        }
        cards={{
          label: 'Reviews',
          render: (r) => (
            <button type="button" className="w-full text-left" onClick={() => setOpen(r)}>
              <p className="flex items-center justify-between gap-2 text-sm">
                <span className="text-gold-600">{'★'.repeat(r.rating) + '☆'.repeat(5 - r.rating)}</span>
                <StatusBadge review={r} />
              </p>
              <p className="mt-1 font-semibold">{r.title}</p>
              <p className="line-clamp-2 text-sm text-ink-muted">{r.text}</p>
              <p className="mt-1 text-xs text-ink-muted">
                {r.productName} · {r.author}
              </p>
            </button>
          ),
        }}
        footer={
          <Pager
            page={page}
            pageSize={REVIEW_LIMITS.adminPageSize}
            total={list.data?.total ?? 0}
            onPage={setPage}
            noun="reviews"
          />
        }
      />
      {open ? (
        <ReviewModeration
          review={open}
          onClose={() => setOpen(null)}
          onChanged={(review, message) => {
            setOpen(review);
            show('success', message);
            void client.invalidateQueries({ queryKey: reviewsKey });
          }}
        />
      ) : null}
    </div>
  );
}
