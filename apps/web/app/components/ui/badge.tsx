import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export type BadgeTone = 'neutral' | 'brand' | 'green' | 'blue' | 'purple' | 'red' | 'yellow' | 'gold';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-canvas text-ink-muted ring-line',
  brand: 'bg-blush-50 text-blush-700 ring-blush-200',
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  blue: 'bg-sky-50 text-sky-800 ring-sky-200',
  purple: 'bg-violet-50 text-violet-800 ring-violet-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
  yellow: 'bg-amber-50 text-amber-800 ring-amber-200',
  gold: 'bg-gold-100 text-gold-700 ring-gold-500/40',
};

/** A small pill label; `tone` picks the colour (order statuses map onto green/blue/purple/red/yellow). */
export function Badge({
  tone = 'neutral',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
