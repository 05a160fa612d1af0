import { cn } from './cn';

/** docs/product.md#screens-and-routes: an absent or zero average displays as 5.0. */
export function displayRating(average: number | null | undefined): number {
  return average && Number.isFinite(average) && average > 0 ? Math.min(average, 5) : 5;
}

/** Five stars filled to the average, the average as "4.8" and the count as "(12)". */
export function RatingStars({
  average,
  count,
  className,
}: {
  average: number | null | undefined;
  count: number;
  className?: string;
}) {
  const value = displayRating(average);
  const label = `Rated ${value.toFixed(1)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`;
  return (
    <div className={cn('flex items-center gap-1.5 text-xs', className)}>
      {/* Two rows of five stars (app.css `star-row`): grey, and gold cut to the average. */}
      <span role="img" aria-label={label} className="relative inline-block h-3.5 w-[4.375rem]">
        <span className="absolute inset-0 star-row text-line" aria-hidden="true" />
        <span
          className="absolute inset-y-0 left-0 star-row text-gold-500"
          style={{ width: `${(value / 5) * 100}%` }}
          aria-hidden="true"
        />
      </span>
      <span aria-hidden="true" className="font-semibold text-ink">
        {value.toFixed(1)}
      </span>
      <span aria-hidden="true" className="text-ink-muted">
        ({count})
      </span>
    </div>
  );
}
