import { Link } from 'react-router';
import { STORE_NAME } from '@seoul-glow/shared';
import { cn } from '~/components/ui/cn';

/** The drawn lotus-drop mark: flat shapes only (no gradients, so no SVG ids to collide). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <circle cx="16" cy="16" r="16" fill="#c23f63" />
      <ellipse cx="11" cy="18.5" rx="2.9" ry="6" transform="rotate(-42 11 18.5)" fill="#ee9fb2" />
      <ellipse cx="21" cy="18.5" rx="2.9" ry="6" transform="rotate(42 21 18.5)" fill="#ee9fb2" />
      <path
        d="M16 6.5c3.4 3.4 4.6 6.9 4.6 9.9 0 3.1-2 5.6-4.6 5.6s-4.6-2.5-4.6-5.6c0-3 1.2-6.5 4.6-9.9Z"
        fill="#fdf2f4"
      />
      <path
        d="M9 23.6c4.5 2.6 9.5 2.6 14 0"
        fill="none"
        stroke="#fdf2f4"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
      <path d="M24.2 6.2l.7 1.7 1.7.7-1.7.7-.7 1.7-.7-1.7-1.7-.7 1.7-.7Z" fill="#f6ecdb" />
    </svg>
  );
}

/** Mark + serif wordmark linking home. */
export function BrandLogo({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className={cn('group inline-flex min-h-11 items-center gap-2.5 rounded-full pr-2', className)}
    >
      <BrandMark className="size-9 transition-transform duration-300 group-hover:rotate-[8deg]" />
      <span className="font-display text-[1.45rem] leading-none tracking-tight text-ink">
        {STORE_NAME}
        <span className="sr-only">, home</span>
      </span>
    </Link>
  );
}
