import { Link } from 'react-router';
import { ArrowRight, BookOpen } from 'lucide-react';
import { cn } from '~/components/ui/cn';

/** What a link to an article shows: its title and short answer. */
export interface GuideLinkItem {
  slug: string;
  title: string;
  summary: string;
}

/**
 * A short list of guide articles with their short answers: "How to use it well" on a product page,
 * the articles that mention an ingredient, the guide's answers above a search's products.
 */
export function GuideLinks({
  id,
  title,
  articles,
  className,
  compact = false,
  titlesOnly = false,
}: {
  id: string;
  title: string;
  articles: GuideLinkItem[];
  className?: string;
  /** One column with the title smaller, for the box above the search results. */
  compact?: boolean;
  /** Titles alone, as a row of links: for a long list (an ingredient many articles discuss). */
  titlesOnly?: boolean;
}) {
  if (!articles.length) return null;
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-card border border-line/70 bg-cream p-5 shadow-soft sm:p-6', className)}
    >
      <h2
        id={id}
        className={cn(
          'flex items-center gap-2 font-display tracking-tight text-ink',
          compact ? 'text-xl' : 'text-2xl',
        )}
      >
        <BookOpen aria-hidden="true" className="size-5 shrink-0 text-blush-700" strokeWidth={1.75} />
        {title}
      </h2>
      {titlesOnly ? (
        <ul className="mt-4 flex flex-wrap gap-2">
          {articles.map((a) => (
            <li key={a.slug}>
              <Link
                to={`/guide/${a.slug}`}
                className="inline-flex min-h-10 items-center rounded-full border border-line bg-surface px-4 py-1.5 text-sm font-semibold text-ink hover:border-blush-300 hover:bg-blush-50"
              >
                {a.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <ul className={cn('mt-4 grid gap-3', !compact && articles.length > 1 && 'md:grid-cols-3')}>
          {articles.map((a) => (
            <li key={a.slug}>
              <Link
                to={`/guide/${a.slug}`}
                className="group flex h-full flex-col rounded-2xl border border-line/70 bg-surface p-4 transition-colors hover:border-blush-300 hover:bg-blush-50"
              >
                <span className="font-semibold text-ink group-hover:text-blush-700">{a.title}</span>
                <span className="mt-1 line-clamp-3 text-sm leading-relaxed text-ink-muted">{a.summary}</span>
                <span className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold text-blush-700">
                  Read the answer <ArrowRight aria-hidden="true" className="size-4" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
