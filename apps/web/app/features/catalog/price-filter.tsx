import { useId } from 'react';
import { Form } from 'react-router';
import type { ListFilters } from './list-filters';
import { listHref, type ListState } from './list-query';

const input =
  'h-10 w-full rounded-xl border border-line bg-surface px-3 text-sm text-ink tabular-nums focus:border-blush-400 focus:ring-4 focus:ring-blush-100 focus:outline-none';

/**
 * A price range in dollars, sent as a plain GET form so it works before the page's scripts
 * load; every other part of the list's state rides along in hidden fields.
 */
export function PriceFilter({ state, filters }: { state: ListState; filters: ListFilters }) {
  const id = useId();
  const rest = new URLSearchParams(
    listHref({ ...state, ...filters, minPrice: undefined, maxPrice: undefined, page: 1 }).split('?')[1] ?? '',
  );
  return (
    <Form
      key={`${filters.minPrice}-${filters.maxPrice}`}
      method="get"
      action="/products"
      preventScrollReset
      // Empty bounds stay out of the URL (one URL per list).
      onSubmit={(event) => {
        for (const field of event.currentTarget.querySelectorAll('input[type=number]'))
          (field as HTMLInputElement).disabled = !(field as HTMLInputElement).value;
      }}
      className="flex items-end gap-2"
    >
      {[...rest].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <PriceBound id={`${id}-min`} name="minPrice" label="Min ($)" value={filters.minPrice} />
      <PriceBound id={`${id}-max`} name="maxPrice" label="Max ($)" value={filters.maxPrice} />
      <button
        type="submit"
        className="h-10 shrink-0 rounded-xl bg-ink px-3 text-sm font-semibold text-white hover:bg-blush-700"
      >
        Apply
      </button>
    </Form>
  );
}

function PriceBound({
  id,
  name,
  label,
  value,
}: {
  id: string;
  name: string;
  label: string;
  value: number | undefined;
}) {
  return (
    <label htmlFor={id} className="flex-1 text-xs text-ink-muted">
      {label}
      <input
        id={id}
        name={name}
        type="number"
        min="0"
        step="0.01"
        inputMode="decimal"
        defaultValue={value ?? ''}
        className={input}
      />
    </label>
  );
}
