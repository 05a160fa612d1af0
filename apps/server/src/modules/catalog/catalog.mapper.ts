import {
  CONCERNS,
  FREE_FROM,
  PRODUCT_TYPE_VALUES,
  SKIN_TYPES,
  centsToDollars,
  type Category,
  type Product,
} from '@seoul-glow/shared';
import type { categories } from '../../db/schema';
import type { ProductRow } from './catalog.repository';

/** Database row → the docs/product.md#what-the-store-keeps product shape (dollars, kilograms, ISO dates). */
export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: centsToDollars(row.priceCents),
    stockQuantity: row.stockQuantity,
    weight: row.weightGrams / 1000,
    isFeatured: row.isFeatured,
    categoryId: row.categoryId,
    categoryName: row.categoryName ?? null,
    category:
      row.categoryId !== null && row.categoryName ? { id: row.categoryId, name: row.categoryName } : null,
    videoLink: row.videoLink,
    additionalFields: row.additionalFields ?? {},
    images: row.images ?? [],
    createdAt: toIso(row.createdAt),
    // docs/product.md#screens-and-routes: the average rating displays 5.0 when absent.
    averageRating: row.averageRating ?? 5,
    ratingCount: row.ratingCount,
    brand: row.brand,
    productType: known(PRODUCT_TYPE_VALUES, row.productType) ?? null,
    skinTypes: knownOnly(SKIN_TYPES, row.skinTypes),
    concerns: knownOnly(CONCERNS, row.concerns),
    ingredients: row.ingredients,
    keyIngredients: row.keyIngredients,
    freeFrom: knownOnly(FREE_FROM, row.freeFrom),
    size: row.size,
    howToUse: row.howToUse,
  };
}

/**
 * Values the store's lists no longer hold (a type retired from the taxonomy) are left out
 * rather than sent: the contract lists what a product may say.
 */
function known<T extends string>(list: readonly T[], value: string | null): T | undefined {
  if (value === null) return undefined;
  const at = (list as readonly string[]).indexOf(value);
  return at < 0 ? undefined : list[at];
}

/** The values the list knows, in the row's order (see `known`). */
function knownOnly<T extends string>(list: readonly T[], values: readonly string[]): T[] {
  return values.filter((v): v is T => (list as readonly string[]).includes(v));
}

export function toCategory(row: typeof categories.$inferSelect): Category {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    createdAt: row.createdAt ? toIso(row.createdAt) : null,
    updatedAt: row.updatedAt ? toIso(row.updatedAt) : null,
  };
}

function toIso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
