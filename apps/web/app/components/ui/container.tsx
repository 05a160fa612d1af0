import type { HTMLAttributes } from 'react';
import { cn } from './cn';

/** The page-width wrapper: centred, max 80 rem, 16 px side padding on phones, 32 px from md. */
export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8', className)} {...props} />;
}
