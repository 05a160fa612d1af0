import { Link } from 'react-router';
import { ArrowRight, PackageOpen } from 'lucide-react';
import type { Product } from '@seoul-glow/shared';
import { Container } from '~/components/ui/container';
import { EmptyState } from '~/components/ui/empty-state';
import { SectionHeading } from '~/components/ui/section-heading';
import { ButtonLink } from '~/components/ui/button';
import { ProductCard } from '~/components/product/product-card';

/** Up to 8 featured products, or 'Products Coming Soon' (docs/product.md#screens-and-routes). */
export function FeaturedProducts({ products }: { products: Product[] }) {
  return (
    <section aria-labelledby="featured-title" className="bg-cream py-16 sm:py-20">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading
            id="featured-title"
            eyebrow="Featured"
            title="Bestsellers loved in Seoul"
            description="Our most-reached-for formulas, chosen by customers and our beauty editors."
          />
          {products.length > 0 ? (
            <Link
              to="/products"
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full text-sm font-semibold text-blush-700 hover:text-blush-800"
            >
              View all products
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </div>
        {products.length > 0 ? (
          <ul className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4">
            {products.map((product) => (
              <li key={product.id} className="flex">
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            className="mt-10"
            as="h3"
            icon={<PackageOpen className="size-6" strokeWidth={1.75} />}
            title="Products Coming Soon"
            description="Our beauty editors are stocking the shelves. Check back shortly for new arrivals."
            action={
              <ButtonLink to="/contact" variant="secondary">
                Contact Us
              </ButtonLink>
            }
          />
        )}
      </Container>
    </section>
  );
}
