import { cn } from './cn';

/** A spinning ring announced as `label` (default 'Loading...'); size in Tailwind units via className. */
export function Spinner({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-[1em] animate-spin text-blush-600">
        <circle
          cx="12"
          cy="12"
          r="9.5"
          fill="none"
          stroke="currentColor"
          strokeOpacity=".2"
          strokeWidth="3"
        />
        <path
          d="M21.5 12A9.5 9.5 0 0 0 12 2.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner with a visible label, for a whole page or panel that is loading. */
export function LoadingBlock({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div className={cn('flex flex-col items-center justify-center gap-3 py-16 text-ink-muted', className)}>
      <Spinner label={label} className="text-3xl" />
      <p aria-hidden="true" className="text-sm">
        {label}
      </p>
    </div>
  );
}
