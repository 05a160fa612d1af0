import { TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react';

/** A docs/product.md#screens-and-routes dashboard card: value and percent change 'from last month' with its direction. */
export function StatCardView({
  label,
  value,
  change,
  positive,
  icon: Icon,
}: {
  label: string;
  value: string;
  change: number;
  positive: boolean;
  icon: LucideIcon;
}) {
  const Trend = positive ? TrendingUp : TrendingDown;
  return (
    <div
      role="group"
      aria-label={label}
      className="rounded-card border border-line/70 bg-surface p-5 shadow-soft"
    >
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-ink-muted">{label}</p>
        <span className="grid size-10 place-items-center rounded-xl bg-blush-50 text-blush-600 ring-1 ring-blush-100">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      <p data-testid="stat-value" className="mt-2 font-display text-3xl text-ink tabular-nums">
        {value}
      </p>
      <p
        className={`mt-2 flex items-center gap-1 text-sm font-medium ${positive ? 'text-emerald-700' : 'text-red-700'}`}
      >
        <Trend aria-hidden="true" className="size-4" />
        <span>
          <span className="sr-only">{positive ? 'Up' : 'Down'} </span>
          {positive && change > 0 ? '+' : ''}
          {change.toFixed(1)}%
        </span>
        <span className="font-normal text-ink-muted">from last month</span>
      </p>
    </div>
  );
}
