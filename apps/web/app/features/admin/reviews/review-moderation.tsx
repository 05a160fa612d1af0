import { useState } from 'react';
import { api, MESSAGES, REVIEW_LIMITS, type AdminReview } from '@seoul-glow/shared';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Field, Input, Textarea } from '~/components/ui/field';
import { Modal } from '~/components/ui/modal';
import { adminApi, errorText } from '~/lib/admin/admin-api';
import { formatDate } from '~/lib/admin/format';
import { HeldFor, StatusBadge } from './review-columns';
import { ReviewPhotoStrip } from './review-photo-strip';

/**
 * One review in full, for an admin (docs/product.md#who-may-do-what): hide it with a reason (kept
 * in the audit trail) or publish it, and reply publicly as the store.
 */
export function ReviewModeration({
  review,
  onClose,
  onChanged,
}: {
  review: AdminReview;
  onClose: () => void;
  onChanged: (review: AdminReview, message: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [reply, setReply] = useState(review.reply?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<{ data?: AdminReview; message?: string }>) => {
    setBusy(true);
    setError(null);
    try {
      const res = await call();
      if (res.data) onChanged(res.data, res.message ?? '');
    } catch (err) {
      setError(errorText(err, MESSAGES.reviews.moderateFailed));
    } finally {
      setBusy(false);
    }
  };
  const moderate = (action: 'hide' | 'publish') =>
    run(() =>
      adminApi(api.admin.reviews.moderate, { body: { id: review.id, action, reason: reason.trim() } }),
    );
  const saveReply = () =>
    run(() => adminApi(api.admin.reviews.reply, { body: { id: review.id, text: reply.trim() } }));

  return (
    <Modal
      open
      onClose={onClose}
      title={review.title}
      description={`${review.productName} · ${review.author}`}
      size="lg"
    >
      <div className="space-y-4 text-sm">
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge review={review} />
          <span className="text-gold-600" aria-label={`${review.rating} out of 5 stars`}>
            {'★'.repeat(review.rating) + '☆'.repeat(5 - review.rating)}
          </span>
          <span className="text-ink-muted">{formatDate(review.createdAt, true)}</span>
          {review.orderId ? <span className="text-ink-muted">Order {review.orderId}</span> : null}
        </div>
        <HeldFor review={review} />
        <p className="whitespace-pre-line text-ink">{review.text}</p>
        <ReviewPhotoStrip photos={review.photos} />
        {review.moderationNote ? (
          <p className="text-ink-muted">
            Last moderation: {review.moderationNote} ({formatDate(review.moderatedAt, true)})
          </p>
        ) : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="space-y-2 rounded-2xl bg-canvas p-4">
          <Field
            label="Reason (kept in the activity log)"
            hint={review.status === 'published' ? 'Needed to hide it' : undefined}
          >
            {(p) => (
              <Input
                {...p}
                value={reason}
                maxLength={REVIEW_LIMITS.reasonMax}
                onChange={(e) => setReason(e.target.value)}
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-2">
            {review.status !== 'hidden' ? (
              <Button variant="danger" size="sm" disabled={busy} onClick={() => void moderate('hide')}>
                Hide Review
              </Button>
            ) : null}
            {review.status !== 'published' ? (
              <Button size="sm" disabled={busy} onClick={() => void moderate('publish')}>
                {review.status === 'hidden' ? 'Restore Review' : 'Publish Review'}
              </Button>
            ) : null}
          </div>
        </div>
        <div className="space-y-2">
          <Field
            label="Public reply from the store"
            hint="Shown under the review; leave empty and save to remove it."
          >
            {(p) => (
              <Textarea
                {...p}
                rows={3}
                value={reply}
                maxLength={REVIEW_LIMITS.replyMax}
                onChange={(e) => setReply(e.target.value)}
              />
            )}
          </Field>
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => void saveReply()}>
            Save Reply
          </Button>
        </div>
      </div>
    </Modal>
  );
}
