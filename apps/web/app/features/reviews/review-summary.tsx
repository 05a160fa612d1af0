import { Camera, ThumbsUp, Users } from 'lucide-react';
import { SKIN_TYPE_LABELS, CONCERN_LABELS, type ReviewSummary as Summary } from '@seoul-glow/shared';
import { RatingStars, starFillClass } from '~/components/ui/rating-stars';
import { cn } from '~/components/ui/cn';
import { useSkinProfile } from '~/lib/skin-profile/skin-profile-store';
import { percent, reviewsCount } from './review-text';

/**
 * The rating summary (docs/product.md#screens-and-routes): the average, the stars' distribution
 * (each bar filters by its rating), the share who recommend it, and, with a skin profile, first of
 * all how people like the shopper rate it. The profile is read in the browser only.
 */
export function ReviewSummary({
  summary,
  onRating,
  onSkinType,
  onConcern,
}: {
  summary: Summary;
  onRating: (rating: number) => void;
  onSkinType: (skinType: string) => void;
  onConcern: (concern: string) => void;
}) {
  return (
    <div className="space-y-5">
      <PeopleLikeYou summary={summary} onSkinType={onSkinType} onConcern={onConcern} />
      <div className="flex items-end gap-3">
        <p className="font-display text-5xl leading-none text-ink tabular-nums">
          {summary.average.toFixed(1)}
        </p>
        <div className="pb-1">
          <RatingStars average={summary.average} count={summary.count} className="text-sm" />
          <p className="mt-1 text-xs text-ink-muted">{reviewsCount(summary.count)}</p>
        </div>
      </div>
      <ol className="space-y-1.5" aria-label="Ratings by stars">
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = summary.distribution[stars - 1] ?? 0;
          const share = summary.count ? n / summary.count : 0;
          return (
            <li key={stars}>
              <button
                type="button"
                onClick={() => onRating(stars)}
                disabled={n === 0}
                className="group flex min-h-8 w-full items-center gap-2 rounded-lg text-sm text-ink-muted disabled:cursor-default"
              >
                <span className="w-12 shrink-0 text-left tabular-nums group-enabled:group-hover:text-blush-700">
                  {stars} star{stars === 1 ? '' : 's'}
                </span>
                <span className="relative h-2 flex-1 overflow-hidden rounded-full bg-line/60">
                  <span
                    className={cn(
                      'absolute inset-y-0 left-0 rounded-full bg-gold-500',
                      starFillClass(share * 5),
                    )}
                  />
                </span>
                <span className="w-9 shrink-0 text-right tabular-nums">
                  {n}
                  {/* The name is the visible text and this: "5 stars 12 reviews, show only these". */}
                  <span className="sr-only"> {n === 1 ? 'review' : 'reviews'}, show only these</span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
      <ul className="space-y-2 text-sm text-ink">
        <li className="flex items-center gap-2">
          <ThumbsUp aria-hidden="true" className="size-4 text-blush-700" />
          {percent(summary.recommendShare)} would recommend it
        </li>
        {summary.withPhotos ? (
          <li className="flex items-center gap-2">
            <Camera aria-hidden="true" className="size-4 text-blush-700" />
            {reviewsCount(summary.withPhotos)} with photos
          </li>
        ) : null}
      </ul>
    </div>
  );
}

function PeopleLikeYou({
  summary,
  onSkinType,
  onConcern,
}: {
  summary: Summary;
  onSkinType: (skinType: string) => void;
  onConcern: (concern: string) => void;
}) {
  const profile = useSkinProfile();
  if (!profile) return null;
  const skin = summary.bySkinType.find((g) => g.skinType === profile.skinType);
  const concern = summary.byConcern.find((g) => (profile.concerns as string[]).includes(g.concern));
  if (!skin && !concern) return null;
  return (
    <div className="rounded-2xl bg-blush-50/80 p-4 ring-1 ring-blush-100">
      <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.14em] text-blush-700 uppercase">
        <Users aria-hidden="true" className="size-4" /> People like you
      </p>
      {skin ? (
        <p className="mt-2 text-sm text-ink">
          People with {SKIN_TYPE_LABELS[skin.skinType].toLowerCase()} skin rate it{' '}
          <strong className="tabular-nums">{skin.average.toFixed(1)}</strong> ({reviewsCount(skin.count)}).{' '}
          <button
            type="button"
            className="font-semibold text-blush-700 underline"
            onClick={() => onSkinType(skin.skinType)}
          >
            Show their reviews
          </button>
        </p>
      ) : null}
      {concern ? (
        <p className="mt-1.5 text-sm text-ink">
          Shoppers with {CONCERN_LABELS[concern.concern].toLowerCase()} rate it{' '}
          <strong className="tabular-nums">{concern.average.toFixed(1)}</strong> (
          {reviewsCount(concern.count)}).{' '}
          <button
            type="button"
            className="font-semibold text-blush-700 underline"
            onClick={() => onConcern(concern.concern)}
          >
            Show them
          </button>
        </p>
      ) : null}
    </div>
  );
}
