import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { cn } from '~/components/ui/cn';
import { Container } from '~/components/ui/container';
import { SectionHeading } from '~/components/ui/section-heading';
import { categoryHref, categoryLook } from '~/lib/catalog/category-look';
import { ProductImage } from '~/components/product/product-image';
import type { CategoryTile } from './home-data';

/** Up to 6 category tiles (docs/product.md#screens-and-routes), each linking to /products?category={name}. */
export function CategoryTiles({ tiles }: { tiles: CategoryTile[] }) {
  if (tiles.length === 0) return null;
  return (
    <section aria-labelledby="categories-title" className="py-16 sm:py-20">
      <Container>
        <SectionHeading
          id="categories-title"
          eyebrow="Shop by category"
          title="Find your ritual"
          description="From first cleanse to final spritz: everything for a complete Korean routine."
        />
        <ul
          className={cn(
            'mt-10 grid grid-cols-2 gap-3 sm:gap-5',
            tiles.length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4',
          )}
        >
          {tiles.map((tile) => (
            <li key={tile.name}>
              <CategoryCard tile={tile} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function CategoryCard({ tile }: { tile: CategoryTile }) {
  const { Icon, tile: gradient, chip, blurb } = categoryLook(tile.name);
  return (
    <Link
      to={categoryHref(tile.name)}
      className={cn(
        'group relative flex aspect-[4/5] flex-col overflow-hidden rounded-card bg-gradient-to-b p-4 ring-1 ring-line/60 transition-shadow duration-300 hover:shadow-lift sm:aspect-[4/5] sm:p-6',
        gradient,
      )}
    >
      <span
        aria-hidden="true"
        className={cn('grid size-10 place-items-center rounded-full sm:size-11', chip)}
      >
        <Icon className="size-5" strokeWidth={1.75} />
      </span>
      <span className="mt-3 font-display text-2xl text-ink sm:text-[1.75rem]">{tile.name}</span>
      <span className="mt-1 hidden text-sm text-ink-muted sm:block">{blurb}</span>
      <span className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-blush-700">
        Shop<span className="sr-only"> {tile.name}</span>
        <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
      </span>
      <span className="pointer-events-none absolute -right-[8%] -bottom-[8%] w-[78%] overflow-hidden rounded-full border-4 border-surface/80 shadow-soft transition-transform duration-500 group-hover:scale-105">
        {tile.image ? (
          <ProductImage file={tile.image} alt="" sizes="(min-width: 1024px) 240px, 40vw" className="w-full" />
        ) : (
          <span className={cn('grid aspect-square place-items-center', chip)}>
            <Icon aria-hidden="true" className="size-1/3 opacity-60" strokeWidth={1.25} />
          </span>
        )}
      </span>
    </Link>
  );
}
