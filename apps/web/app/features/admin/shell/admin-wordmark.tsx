import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { STORE_NAME } from '@seoul-glow/shared';
import { cn } from '~/components/ui/cn';

/** The Seoul Glow wordmark with the Admin tag (hidden on narrow phones when `compact`), linking to the dashboard. */
export function AdminWordmark({ compact, onNavigate }: { compact?: boolean; onNavigate?: () => void }) {
  return (
    <Link to="/admin" onClick={onNavigate} className="inline-flex min-w-0 items-center gap-2 rounded-lg">
      <span className="grid size-8 shrink-0 place-items-center rounded-full bg-blush-50 text-blush-600 ring-1 ring-blush-200">
        <Sparkles aria-hidden="true" className="size-4" />
      </span>
      <span className="truncate font-display text-xl tracking-tight text-ink">{STORE_NAME}</span>
      <span
        className={cn(
          'rounded-full bg-blush-100 px-2 py-0.5 text-[0.625rem] font-semibold tracking-[0.14em] text-blush-700 uppercase',
          compact && 'hidden sm:inline',
        )}
      >
        Admin
      </span>
    </Link>
  );
}
