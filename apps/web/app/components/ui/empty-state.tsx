import type { ReactNode } from 'react';
import { cn } from './cn';

/** A centred icon + title + text + optional action, for empty lists and not-found pages. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  as: Tag = 'h2',
  className,
}: {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  /** Heading level of the title (h1 when it is the page's only heading). */
  as?: 'h1' | 'h2' | 'h3';
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-card border border-dashed border-blush-200 bg-blush-50/50 px-6 py-14 text-center',
        className,
      )}
    >
      {icon ? (
        <div
          aria-hidden="true"
          className="mb-4 grid size-14 place-items-center rounded-full bg-surface text-blush-600 shadow-soft"
        >
          {icon}
        </div>
      ) : null}
      <Tag className="font-display text-2xl text-ink">{title}</Tag>
      {description ? <p className="mt-2 max-w-md text-ink-muted">{description}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
