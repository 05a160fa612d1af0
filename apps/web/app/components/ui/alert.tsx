import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { cn } from './cn';

export type AlertTone = 'success' | 'error' | 'info';

const tones: Record<AlertTone, { box: string; Icon: typeof Info }> = {
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', Icon: CircleCheck },
  error: { box: 'border-red-200 bg-red-50 text-red-900', Icon: CircleAlert },
  info: { box: 'border-blush-200 bg-blush-50 text-ink', Icon: Info },
};

/**
 * A status message box; errors are announced assertively (role=alert), others politely
 * (role=status). Pass `live={false}` when it sits inside a live region that is always rendered.
 */
export function Alert({
  tone = 'info',
  title,
  children,
  className,
  live = true,
}: {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  live?: boolean;
}) {
  const { box, Icon } = tones[tone];
  return (
    <div
      role={live ? (tone === 'error' ? 'alert' : 'status') : undefined}
      className={cn('flex gap-3 rounded-xl border px-4 py-3 text-left text-sm', box, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-0.5">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
