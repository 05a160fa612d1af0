import type { ReactNode } from 'react';

export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="font-display text-3xl text-ink">{title}</h1>
        {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}

/** A white panel holding a table; scrolls sideways on phones rather than squeezing columns. */
export function TablePanel({ children, label }: { children: ReactNode; label?: string }) {
  // Focusable so keyboard users can scroll it sideways (axe: scrollable-region-focusable).
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={label ?? 'Table'}
      className="overflow-x-auto rounded-card border border-line/70 bg-surface shadow-soft focus-visible:ring-2 focus-visible:ring-blush-400 focus-visible:outline-none"
    >
      {children}
    </div>
  );
}

export const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase';
export const td = 'px-4 py-3 align-middle text-sm text-ink';
