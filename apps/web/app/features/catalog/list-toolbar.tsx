import { useId, useState } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { Search, X } from 'lucide-react';
import { SEARCH_SORTS, SEARCH_SORT_LABELS, type SearchSort } from '@seoul-glow/shared';
import { cn } from '~/components/ui/cn';
import { Select } from '~/components/ui/field';
import { useTypedBeforeHydration } from '~/lib/use-typed-before-hydration';
import { appendFilters } from './list-filters';
import { listHref, type ListState } from './list-query';

function filterParams(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  appendFilters(params, state);
  return params;
}

/** Search box, category chips with 'All' and the sort menu; every change navigates (URL state). */
export function ListToolbar({ state, categories }: { state: ListState; categories: string[] }) {
  const navigate = useNavigate();
  const searchId = useId();
  const sortId = useId();
  const [text, setText] = useState(state.q);
  // A navigation from elsewhere (header link, back button) resets the box to the URL's query.
  // Adjusted during render when the query changes, not in an effect: an effect also runs once
  // after hydration and would wipe what a shopper typed while the page's scripts were loading.
  const [shownQuery, setShownQuery] = useState(state.q);
  if (shownQuery !== state.q) {
    setShownQuery(state.q);
    setText(state.q);
  }
  const searchRef = useTypedBeforeHydration(setText);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Form method="get" action="/products" role="search" className="flex-1">
          <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-ink">
            Search products
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-4 size-4.5 -translate-y-1/2 text-ink-muted"
            />
            <input
              ref={searchRef}
              id={searchId}
              type="search"
              name="q"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="Try “snail mucin” or “cushion”"
              autoComplete="off"
              enterKeyHint="search"
              maxLength={200}
              className="h-12 w-full rounded-full border border-line bg-surface pr-28 pl-11 text-base text-ink shadow-soft placeholder:text-ink-muted/80 focus:border-blush-400 focus:ring-4 focus:ring-blush-100 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
            />
            {state.category ? <input type="hidden" name="category" value={state.category} /> : null}
            {state.sort !== 'featured' ? <input type="hidden" name="sort" value={state.sort} /> : null}
            {/* A new search keeps the beauty filters in use. */}
            {[...filterParams(state)].map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            {text ? (
              <Link
                to={listHref({ ...state, q: '', page: 1 })}
                aria-label="Clear search"
                onClick={() => setText('')}
                className="absolute top-1/2 right-[5.5rem] grid size-9 -translate-y-1/2 place-items-center rounded-full text-ink-muted hover:bg-blush-50 hover:text-ink"
              >
                <X aria-hidden="true" className="size-4" />
              </Link>
            ) : null}
            <button
              type="submit"
              className="absolute top-1 right-1 h-10 rounded-full bg-ink px-4 text-sm font-semibold text-white hover:bg-blush-700"
            >
              Search
            </button>
          </div>
        </Form>
        <div className="sm:w-56">
          <label htmlFor={sortId} className="mb-1.5 block text-sm font-medium text-ink">
            Sort by
          </label>
          <Select
            id={sortId}
            value={state.sort}
            onChange={(e) => navigate(listHref({ ...state, sort: e.target.value as SearchSort, page: 1 }))}
            className="[&_select]:h-12! [&_select]:rounded-full! [&_select]:px-5!"
          >
            {SEARCH_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SEARCH_SORT_LABELS[sort]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <nav aria-label="Filter by category" className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
        <ul className="flex gap-2">
          {['', ...categories].map((name) => {
            const active = state.category.toLowerCase() === name.toLowerCase();
            return (
              <li key={name || 'all'} className="shrink-0">
                <Link
                  // Product types belong to a category: another category starts without one.
                  to={listHref({ ...state, category: name, productType: '', page: 1 })}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'inline-flex h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors',
                    active
                      ? 'border-ink bg-ink text-white'
                      : 'border-line bg-surface text-ink hover:border-blush-300 hover:bg-blush-50',
                  )}
                >
                  {name || 'All'}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
