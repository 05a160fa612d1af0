import type { HTMLAttributes } from 'react';
import { cn } from './cn';

/** A white rounded surface with the soft shadow; add padding yourself. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn('rounded-card border border-line/70 bg-surface shadow-soft', className)} {...props} />
  );
}
