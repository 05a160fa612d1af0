import { Link } from 'react-router';
import { Check } from 'lucide-react';
import { cn } from '~/components/ui/cn';

export interface FacetOption {
  value: string;
  label: string;
  count: number;
  selected: boolean;
  /** The list with this value added (or, when selected, taken out). */
  href: string;
}

/**
 * One filter of the product list as plain links (docs/product.md#screens-and-routes): each shows
 * how many products the list would hold with it, and works before the page's scripts have loaded.
 * Past `visible` options the rest fold under "Show more" (a native disclosure).
 */
export function FacetGroup({
  title,
  options,
  single = false,
  visible = 8,
}: {
  title: string;
  options: FacetOption[];
  /** One value at a time (product type, brand): a radio look instead of a checkbox. */
  single?: boolean;
  visible?: number;
}) {
  if (options.length === 0) return null;
  const shown = options.slice(0, visible);
  const folded = options.slice(visible);
  const list = (items: FacetOption[]) => (
    <ul className="space-y-0.5">
      {items.map((o) => (
        <li key={o.value}>
          <FacetLink option={o} single={single} />
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-label={title} className="border-b border-line/70 py-4 first:pt-0">
      <h3 className="mb-2 text-xs font-semibold tracking-[0.14em] text-ink-muted uppercase">{title}</h3>
      {list(shown)}
      {folded.length ? (
        <details className="group mt-1">
          <summary className="cursor-pointer list-none py-1.5 text-sm font-semibold text-blush-700 hover:underline group-open:hidden">
            Show {folded.length} more
          </summary>
          {list(folded)}
        </details>
      ) : null}
    </section>
  );
}

function FacetLink({ option, single }: { option: FacetOption; single: boolean }) {
  return (
    <Link
      to={option.href}
      rel="nofollow"
      preventScrollReset
      aria-current={option.selected ? 'true' : undefined}
      className={cn(
        'flex min-h-10 items-center gap-3 rounded-xl px-2 text-sm transition-colors hover:bg-blush-50',
        option.selected ? 'font-semibold text-ink' : 'text-ink',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'grid size-5 shrink-0 place-items-center border',
          single ? 'rounded-full' : 'rounded-md',
          option.selected ? 'border-ink bg-ink text-white' : 'border-line bg-surface',
        )}
      >
        {option.selected ? <Check className="size-3.5" /> : null}
      </span>
      <span className="min-w-0 flex-1">
        {option.label}
        {option.selected ? <span className="sr-only"> (selected)</span> : null}
      </span>
      <span className="text-xs text-ink-muted tabular-nums">{option.count}</span>
    </Link>
  );
}
