import { BadgeCheck, Camera, MessageSquareReply } from 'lucide-react';
import { MESSAGES, type AdminReview, type ReviewStatus } from '@seoul-glow/shared';
import type { Column } from '~/components/admin/data-table';
import { Badge, type BadgeTone } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { formatDate } from '~/lib/admin/format';

export const STATUS_LOOK: Record<ReviewStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'New', tone: 'yellow' },
  published: { label: 'Published', tone: 'green' },
  hidden: { label: 'Hidden', tone: 'red' },
};

export function StatusBadge({ review }: { review: AdminReview }) {
  const look = STATUS_LOOK[review.status];
  return <Badge tone={look.tone}>{look.label}</Badge>;
}

/** Why a new review waits: what its text holds. */
export function HeldFor({ review }: { review: AdminReview }) {
  if (!review.heldFor.length) return null;
  return (
    <p className="mt-1 text-xs font-semibold text-amber-800">
      {review.heldFor.map((r) => MESSAGES.reviews.heldFor[r]).join(' · ')}
    </p>
  );
}

const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(5 - n);

/** The review list's columns (one admin DataTable, components/admin/data-table.tsx). */
export function reviewColumns(open: (review: AdminReview) => void): Column<AdminReview>[] {
  return [
    {
      header: 'Review',
      cell: (r) => (
        <div className="max-w-md min-w-0">
          <p className="text-gold-600" aria-label={`${r.rating} out of 5 stars`}>
            {stars(r.rating)}
          </p>
          <p className="truncate font-semibold">{r.title}</p>
          <p className="line-clamp-2 text-ink-muted">{r.text}</p>
          <p className="mt-1 flex gap-3 text-xs text-ink-muted">
            {r.photos.length ? (
              <span className="flex items-center gap-1">
                <Camera aria-hidden="true" className="size-3.5" /> {r.photos.length}
              </span>
            ) : null}
            {r.reply ? (
              <span className="flex items-center gap-1">
                <MessageSquareReply aria-hidden="true" className="size-3.5" /> Replied
              </span>
            ) : null}
          </p>
        </div>
      ),
    },
    { header: 'Product', cell: (r) => <span className="line-clamp-2 max-w-48">{r.productName}</span> },
    {
      header: 'Reviewer',
      cell: (r) => (
        <div className="text-sm">
          <p className="font-semibold">{r.author}</p>
          {r.verified ? (
            <p className="flex items-center gap-1 text-xs text-emerald-700">
              <BadgeCheck aria-hidden="true" className="size-3.5" /> {r.orderId}
            </p>
          ) : (
            <p className="text-xs text-ink-muted">No order</p>
          )}
        </div>
      ),
      className: 'whitespace-nowrap',
    },
    {
      header: 'Status',
      cell: (r) => (
        <>
          <StatusBadge review={r} />
          <HeldFor review={r} />
        </>
      ),
    },
    { header: 'Date', cell: (r) => formatDate(r.createdAt), className: 'whitespace-nowrap' },
    {
      header: 'Actions',
      align: 'right',
      cell: (r) => (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => open(r)}
          aria-label={`Moderate "${r.title}" by ${r.author}`}
        >
          Moderate
        </Button>
      ),
    },
  ];
}
