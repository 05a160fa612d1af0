import type { HTMLAttributes } from 'react';

/** Text for screen readers only. */
export function VisuallyHidden(props: HTMLAttributes<HTMLSpanElement>) {
  return <span className="sr-only" {...props} />;
}
