import { BadgeCheck, Check, Store } from 'lucide-react';
import { MESSAGES, type Review } from '@seoul-glow/shared';
import { Badge } from '~/components/ui/badge';
import { cn } from '~/components/ui/cn';
import { starFillClass } from '~/components/ui/rating-stars';
import { HelpfulButton } from './helpful-button';
import { ReviewPhotos } from './review-photos';
import { ageLabel, concernLabel, reviewDate, skinLabel } from './review-text';

/**
 * One review: stars, title, the reviewer's first name and initial with the "Verified purchase"
 * mark, skin type, concerns and age, the text as typed (never markup), photos, helpful votes and
 * the store's reply.
 */
export function ReviewCard({ review: r }: { review: Review }) {
  return (
    <article className="grid gap-4 py-6 sm:grid-cols-[11rem_1fr] sm:gap-6" aria-labelledby={`review-${r.id}`}>
      <div className="space-y-1.5 text-sm">
        <p className="font-semibold text-ink">{r.author}</p>
        {r.verified ? (
          <p className="flex items-center gap-1 text-xs font-semibold text-emerald-700">
            <BadgeCheck aria-hidden="true" className="size-4" /> {MESSAGES.reviews.verified}
          </p>
        ) : null}
        <dl className="space-y-0.5 text-xs text-ink-muted">
          {r.skinType ? (
            <div>
              <dt className="sr-only">Skin type</dt>
              <dd>{skinLabel(r.skinType)}</dd>
            </div>
          ) : null}
          {r.ageRange ? (
            <div>
              <dt className="sr-only">Age</dt>
              <dd>{ageLabel(r.ageRange)}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      <div className="min-w-0 space-y-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Stars rating={r.rating} />
          <time dateTime={r.createdAt} className="text-xs text-ink-muted">
            {reviewDate(r.createdAt)}
          </time>
        </div>
        <h3 id={`review-${r.id}`} className="font-semibold text-ink">
          {r.title}
        </h3>
        <p className="text-sm leading-relaxed break-words whitespace-pre-line text-ink">{r.text}</p>
        {r.concerns.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Concerns">
            {r.concerns.map((c) => (
              <li key={c}>
                <Badge tone="brand">{concernLabel(c)}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <ReviewPhotos photos={r.photos} author={r.author} />
        {r.recommends ? (
          <p className="flex items-center gap-1.5 text-sm text-ink">
            <Check aria-hidden="true" className="size-4 text-emerald-700" /> Recommends this product
          </p>
        ) : null}
        <HelpfulButton reviewId={r.id} count={r.helpfulCount} />
        {r.reply ? (
          <div className="rounded-2xl bg-canvas p-4 text-sm ring-1 ring-line/70">
            <p className="flex items-center gap-1.5 font-semibold text-ink">
              <Store aria-hidden="true" className="size-4 text-blush-700" /> {MESSAGES.reviews.storeReply}
            </p>
            <p className="mt-1 whitespace-pre-line text-ink-muted">{r.reply.text}</p>
          </div>
        ) : null}
      </div>
    </article>
  );
}

/** A review's own rating: five stars, filled to it. */
function Stars({ rating }: { rating: number }) {
  return (
    <span
      role="img"
      aria-label={`${rating} out of 5 stars`}
      className="relative inline-block h-3.5 w-[4.375rem]"
    >
      <span className="absolute inset-0 star-row text-line" aria-hidden="true" />
      <span
        className={cn('absolute inset-y-0 left-0 star-row text-gold-500', starFillClass(rating))}
        aria-hidden="true"
      />
    </span>
  );
}
