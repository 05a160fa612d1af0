import {
  CONCERN_LABELS,
  REVIEW_SORT_LABELS,
  REVIEW_SORTS,
  SKIN_TYPE_OPTIONS,
  type ReviewSort,
  type ReviewSummary,
} from '@seoul-glow/shared';
import { useEffect, useEffectEvent, useRef } from 'react';
import { Select } from '~/components/ui/field';
import type { ReviewFilters as Filters } from './use-review-list';

/**
 * Filters (skin type, concern, rating, with photos) and sorts (newest, most helpful, highest,
 * lowest) of a product's reviews; concerns offered are those its reviewers named.
 */
export function ReviewFilters({
  filters,
  summary,
  onChange,
}: {
  filters: Filters;
  summary: ReviewSummary;
  onChange: (next: Partial<Filters>) => void;
}) {
  const filtered = filters.skinType || filters.concern || filters.rating || filters.withPhotos;
  const group = useRef<HTMLDivElement>(null);
  // A choice made in the server's HTML before this code loaded is in the DOM only: adopt it once
  // hydrated (React would otherwise render the unfiltered state back over it).
  const adoptChosen = useEffectEvent(() => {
    const chosen = chosenInPage(group.current, filters);
    if (chosen) onChange(chosen);
  });
  useEffect(() => adoptChosen(), []);
  return (
    <div
      ref={group}
      className="flex flex-wrap items-end gap-3"
      role="group"
      aria-label="Filter and sort reviews"
    >
      <Choice
        name="skinType"
        label="Skin type"
        value={filters.skinType}
        onChange={(skinType) => onChange({ skinType })}
      >
        <option value="">All skin types</option>
        {SKIN_TYPE_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Choice>
      <Choice
        name="concern"
        label="Concern"
        value={filters.concern}
        onChange={(concern) => onChange({ concern })}
      >
        <option value="">All concerns</option>
        {summary.byConcern.map((g) => (
          <option key={g.concern} value={g.concern}>
            {CONCERN_LABELS[g.concern]}
          </option>
        ))}
      </Choice>
      <Choice name="rating" label="Rating" value={filters.rating} onChange={(rating) => onChange({ rating })}>
        <option value="">All ratings</option>
        {[5, 4, 3, 2, 1].map((n) => (
          <option key={n} value={String(n)}>
            {n} star{n === 1 ? '' : 's'}
          </option>
        ))}
      </Choice>
      <Choice
        name="sort"
        label="Sort by"
        value={filters.sort}
        onChange={(sort) => onChange({ sort: sort as ReviewSort })}
      >
        {REVIEW_SORTS.map((s) => (
          <option key={s} value={s}>
            {REVIEW_SORT_LABELS[s]}
          </option>
        ))}
      </Choice>
      <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          name="withPhotos"
          checked={filters.withPhotos}
          disabled={summary.withPhotos === 0}
          onChange={(e) => onChange({ withPhotos: e.target.checked })}
          className="size-4 accent-blush-600"
        />
        With photos
      </label>
      {filtered ? (
        <button
          type="button"
          className="min-h-11 text-sm font-semibold text-blush-700 underline-offset-4 hover:underline"
          onClick={() => onChange({ skinType: '', concern: '', rating: '', withPhotos: false })}
        >
          Clear filters
        </button>
      ) : null}
    </div>
  );
}

/** The filters whose control in `group` shows another value than `filters`, or null. */
function chosenInPage(group: HTMLElement | null, filters: Filters): Partial<Filters> | null {
  if (!group) return null;
  const chosen: Partial<Filters> = {};
  for (const select of group.querySelectorAll('select')) {
    const name = select.name as 'skinType' | 'concern' | 'rating' | 'sort';
    if (name in filters && select.value !== filters[name]) Object.assign(chosen, { [name]: select.value });
  }
  const photos = group.querySelector<HTMLInputElement>('input[name="withPhotos"]');
  if (photos && photos.checked !== filters.withPhotos) chosen.withPhotos = photos.checked;
  return Object.keys(chosen).length ? chosen : null;
}

function Choice({
  name,
  label,
  value,
  onChange,
  children,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  return (
    <label className="block min-w-[9.5rem] flex-1 sm:flex-none">
      <span className="mb-1 block text-xs font-semibold text-ink-muted">{label}</span>
      <Select name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </Select>
    </label>
  );
}
