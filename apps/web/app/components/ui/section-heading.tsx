import type { ReactNode } from 'react';
import { cn } from './cn';

export interface SectionHeadingProps {
  /** Small uppercase line above the title. */
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Heading level: h2 by default; h1 for a page title. */
  as?: 'h1' | 'h2' | 'h3';
  align?: 'left' | 'center';
  /** id of the heading element, for aria-labelledby on the section. */
  id?: string;
  className?: string;
}

/** Eyebrow + serif title + muted description, the heading of every store section. */
export function SectionHeading({
  eyebrow,
  title,
  description,
  as: Tag = 'h2',
  align = 'left',
  id,
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? (
        <p className="mb-3 text-xs font-semibold tracking-[0.2em] text-blush-700 uppercase">{eyebrow}</p>
      ) : null}
      <Tag
        id={id}
        className={cn(
          'font-display tracking-tight text-ink',
          Tag === 'h1' ? 'text-4xl sm:text-5xl' : Tag === 'h2' ? 'text-3xl sm:text-4xl' : 'text-2xl',
        )}
      >
        {title}
      </Tag>
      {description ? (
        <p className="mt-3 text-base leading-relaxed text-ink-muted sm:text-lg">{description}</p>
      ) : null}
    </div>
  );
}
