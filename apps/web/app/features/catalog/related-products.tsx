import type { Product } from '@seoul-glow/shared';
import { ProductCard } from '~/components/product/product-card';

/** Up to four products of the same category (docs/product.md#constants-and-limits). */
export function RelatedProducts({ products }: { products: Product[] }) {
  if (!products.length) return null;
  return (
    <section aria-labelledby="related-title" className="mt-16 sm:mt-20">
      <h2 id="related-title" className="mb-6 font-display text-3xl tracking-tight text-ink">
        You May Also Like
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {products.map((related) => (
          <li key={related.id} className="grid">
            <ProductCard product={related} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
