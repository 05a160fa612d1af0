import { useEffect, useRef } from 'react';
import { MESSAGES } from '@seoul-glow/shared';

/**
 * Shown while the page finishes an order this tab already paid for. A reload restores the old
 * scroll position (on a phone, near the button at the bottom), so the notice brings itself into view.
 */
export function ResumeNotice() {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.scrollIntoView({ block: 'center' }), []);
  return (
    <p ref={ref} role="status" className="rounded-xl bg-blush-50 px-4 py-3 text-sm text-ink">
      {MESSAGES.buying.resuming}
    </p>
  );
}
