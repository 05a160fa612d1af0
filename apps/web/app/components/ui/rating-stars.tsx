import { cn } from './cn';

/**
 * The gold row's width in quarter stars (5 % steps), as whole classes: a `style` attribute would
 * need 'unsafe-inline' styles in the pages' CSP (docs/product.md#security). Written out in full so
 * Tailwind finds every one.
 */
const FILL = [
  'w-0',
  'w-[5%]',
  'w-[10%]',
  'w-[15%]',
  'w-[20%]',
  'w-[25%]',
  'w-[30%]',
  'w-[35%]',
  'w-[40%]',
  'w-[45%]',
  'w-[50%]',
  'w-[55%]',
  'w-[60%]',
  'w-[65%]',
  'w-[70%]',
  'w-[75%]',
  'w-[80%]',
  'w-[85%]',
  'w-[90%]',
  'w-[95%]',
  'w-full',
] as const;

/** The class filling `value` (0-5) stars, to the nearest quarter star. */
export function starFillClass(value: number): string {
  return FILL[Math.min(20, Math.max(0, Math.round(value * 4)))]!;
}

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
          className={cn('absolute inset-y-0 left-0 star-row text-gold-500', starFillClass(value))}
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
