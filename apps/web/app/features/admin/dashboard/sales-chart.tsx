import type { DashboardStats } from '@seoul-glow/shared';
import { formatUsd } from '~/lib/admin/format';

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Sales of the last 30 days as bars; each bar carries its figures for screen readers and hover. */
export function SalesChart({ days }: { days: DashboardStats['salesByDay'] }) {
  const max = Math.max(1, ...days.map((d) => d.total));
  const total = days.reduce((s, d) => s + d.total, 0);
  const orders = days.reduce((s, d) => s + d.orders, 0);
  return (
    <figure className="rounded-card border border-line/70 bg-surface p-5 shadow-soft">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-display text-xl text-ink">Sales, last 30 days</h2>
        <p className="text-sm text-ink-muted">
          <span className="font-semibold text-ink">{formatUsd(total)}</span> from {orders} orders
        </p>
      </figcaption>
      <ol className="mt-5 flex h-44 items-end gap-[3px]" aria-label="Daily sales">
        {days.map((d) => {
          const label = `${day.format(new Date(`${d.date}T00:00:00Z`))}: ${formatUsd(d.total)}, ${d.orders} orders`;
          return (
            <li key={d.date} className="group relative flex h-full flex-1 items-end" title={label}>
              <span className="sr-only">{label}</span>
              <span
                aria-hidden="true"
                className="w-full rounded-t-md bg-linear-to-t from-blush-500 to-blush-300 transition-opacity group-hover:opacity-80"
                style={{
                  height: `${Math.max(d.total > 0 ? 4 : 1, (d.total / max) * 100)}%`,
                  opacity: d.total > 0 ? 1 : 0.25,
                }}
              />
            </li>
          );
        })}
      </ol>
      <div aria-hidden="true" className="mt-2 flex justify-between text-xs text-ink-muted">
        <span>{days[0] ? day.format(new Date(`${days[0].date}T00:00:00Z`)) : ''}</span>
        <span>Today</span>
      </div>
    </figure>
  );
}
