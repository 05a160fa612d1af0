import { Link } from 'react-router';
import { X } from 'lucide-react';
import { activeFilters, type FilterLabels, type ListFilters } from './list-filters';
import { listHref, type ListState } from './list-query';
import { clearedHref } from './filter-panel';

/** The filters in use as chips, each removable on its own, and Clear Filters for all of them. */
export function ActiveFilters({
  state,
  filters,
  labels,
}: {
  state: ListState;
  filters: ListFilters;
  labels: FilterLabels;
}) {
  const chips = activeFilters(filters, labels);
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Filters in use" role="group">
      {chips.map((chip) => (
        <Link
          key={chip.key}
          to={listHref({ ...state, ...chip.without, page: 1 })}
          rel="nofollow"
          preventScrollReset
          className="inline-flex h-9 items-center gap-1.5 rounded-full border border-blush-200 bg-blush-50 pr-2.5 pl-3.5 text-sm font-semibold text-blush-800 hover:border-blush-400"
        >
          {chip.label}
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">: remove this filter</span>
        </Link>
      ))}
      <Link
        to={clearedHref(state)}
        rel="nofollow"
        className="inline-flex h-9 items-center px-2 text-sm font-semibold text-ink underline underline-offset-4 hover:text-blush-700"
      >
        Clear Filters
      </Link>
    </div>
  );
}
