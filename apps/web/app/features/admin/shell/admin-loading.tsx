import { MESSAGES, STORE_NAME } from '@seoul-glow/shared';

/**
 * The admin area's HydrateFallback: admin pages render in the browser only (docs/architecture.md#stack), and docs/product.md#screens-and-routes
 * says the guard shows 'Loading...' meanwhile. The text appears once, visibly, inside the status.
 */
export function AdminLoading() {
  return (
    <div className="grid min-h-dvh place-items-center bg-canvas bg-[radial-gradient(60rem_30rem_at_50%_0%,var(--color-blush-100),transparent_70%)] px-6">
      <div
        role="status"
        className="flex min-w-56 flex-col items-center gap-4 rounded-card border border-line/70 bg-surface px-12 py-10 shadow-soft"
      >
        <p aria-hidden="true" className="font-display text-lg tracking-tight text-ink">
          {STORE_NAME}
        </p>
        <span
          aria-hidden="true"
          className="grid size-16 place-items-center rounded-full bg-blush-50 ring-1 ring-blush-100"
        >
          <svg viewBox="0 0 24 24" className="size-8 text-blush-600 motion-safe:animate-spin">
            <circle
              cx="12"
              cy="12"
              r="9.5"
              fill="none"
              stroke="currentColor"
              strokeOpacity=".2"
              strokeWidth="2.5"
            />
            <path
              d="M21.5 12A9.5 9.5 0 0 0 12 2.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
        </span>
        <p className="text-sm font-medium tracking-wide text-ink-muted">{MESSAGES.page.loading}</p>
      </div>
    </div>
  );
}
