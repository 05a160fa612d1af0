import { PackageOpen, SearchX } from 'lucide-react';
import type { SearchResult } from '@seoul-glow/shared';
import { ProductCard } from '~/components/product/product-card';
import { ButtonLink } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { EmptyState } from '~/components/ui/empty-state';

/**
 * The list's products, or why there are none: nothing matches the search or filters (or the page
 * is past the end), or the catalog itself is empty (docs/product.md#screens-and-routes).
 */
export function ProductResults({
  result,
  loading,
  filtered,
}: {
  result: SearchResult;
  loading: boolean;
  filtered: boolean;
}) {
  return (
    <section
      aria-label="Products"
      aria-busy={loading}
      className={cn('mt-4 transition-opacity', loading && 'pointer-events-none opacity-50')}
    >
      {result.items.length ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 xl:grid-cols-3 2xl:grid-cols-4">
          {result.items.map((product, i) => (
            <li key={product.id} className="grid">
              <ProductCard product={product} priority={i < 2} headingLevel="h2" />
            </li>
          ))}
        </ul>
      ) : filtered || result.total > 0 ? (
        <EmptyState
          icon={<SearchX className="size-6" />}
          title="No Products Found"
          description="Nothing matches these filters. Try another word, a different category, or clear the filters to see everything."
          action={
            <ButtonLink to="/products" variant="dark">
              Clear Filters
            </ButtonLink>
          }
        />
      ) : (
        <EmptyState
          icon={<PackageOpen className="size-6" />}
          title="No Products Available"
          description="Our shelves are being restocked with fresh K-beauty finds. Please check back soon."
        />
      )}
    </section>
  );
}
