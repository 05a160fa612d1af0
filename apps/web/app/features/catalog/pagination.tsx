import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '~/components/ui/cn';
import { listHref, type ListState } from './list-query';

/** Numbered pages as real links (crawlable, shareable); a window of pages around the current one. */
export function Pagination({ state, pageCount }: { state: ListState; pageCount: number }) {
  if (pageCount <= 1) return null;
  const current = Math.min(state.page, pageCount);
  const pages = pageWindow(current, pageCount);
  const arrow =
    'inline-flex h-11 items-center gap-1 rounded-full border border-line bg-surface px-4 text-sm font-semibold text-ink hover:bg-blush-50';
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {current > 1 ? (
        <Link to={listHref({ ...state, page: current - 1 })} className={arrow} rel="prev">
          <ChevronLeft aria-hidden="true" className="size-4" /> Previous
        </Link>
      ) : null}
      <ul className="flex items-center gap-1.5">
        {pages.map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={listHref({ ...state, page })}
                aria-label={`Page ${page}`}
                aria-current={page === current ? 'page' : undefined}
                className={cn(
                  'grid size-11 place-items-center rounded-full text-sm font-semibold tabular-nums',
                  page === current ? 'bg-ink text-white' : 'text-ink hover:bg-blush-50',
                )}
              >
                {page}
              </Link>
            </li>
          ),
        )}
      </ul>
      {current < pageCount ? (
        <Link to={listHref({ ...state, page: current + 1 })} className={arrow} rel="next">
          Next <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}

export function pageWindow(current: number, count: number): (number | null)[] {
  const wanted = new Set([1, count, current - 1, current, current + 1]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= count).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  pages.forEach((p, i) => {
    if (i > 0 && p - pages[i - 1]! > 1) out.push(null);
    out.push(p);
  });
  return out;
}
