import type { Product } from '@seoul-glow/shared';

/** A home-page category tile: the name and, when a featured product has one, an image file. */
export interface CategoryTile {
  name: string;
  image: string | null;
  /** The product the image shows, for its alt text. */
  imageAlt: string | null;
}

/** Up to `limit` tiles in category order, each illustrated by the first featured product of it. */
export function buildCategoryTiles(
  categories: ReadonlyArray<{ id: number | null; name: string }>,
  products: readonly Product[],
  limit: number,
): CategoryTile[] {
  return categories.slice(0, limit).map((category) => {
    const pick = products.find(
      (p) =>
        p.images.length > 0 &&
        (category.id !== null
          ? p.categoryId === category.id
          : (p.categoryName ?? p.category?.name) === category.name),
    );
    return { name: category.name, image: pick?.images[0] ?? null, imageAlt: pick?.name ?? null };
  });
}
