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
      row.categoryId !== null && row.categoryName ? categoryOf(row.categoryId, row.categoryName) : null,
    videoLink: row.videoLink,
    additionalFields: isEmpty(row.additionalFields) ? NO_FIELDS : row.additionalFields,
    images: row.images?.length ? row.images : NO_IMAGES,
    createdAt: toIso(row.createdAt),
    // docs/product.md#screens-and-routes: the average rating displays 5.0 when absent.
    averageRating: row.averageRating ?? 5,
    ratingCount: row.ratingCount,
    brand: intern(row.brand),
    productType: known(PRODUCT_TYPE_VALUES, row.productType) ?? null,
    skinTypes: knownOnly(SKIN_TYPES, row.skinTypes),
    concerns: knownOnly(CONCERNS, row.concerns),
    ingredients: row.ingredients.map(intern),
    keyIngredients: row.keyIngredients.map(intern),
    freeFrom: knownOnly(FREE_FROM, row.freeFrom),
    size: intern(row.size),
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

/**
 * The values the list knows, as one shared, frozen array per combination: 10,000 products hold
 * a few hundred arrays of skin types, concerns and claims between them instead of one each (an
 * array grown by push keeps room for 17 values: ~150 bytes, 30,000 of them).
 */
function knownOnly<T extends string>(list: readonly T[], values: readonly string[]): T[] {
  const known = values.filter((v) => (list as readonly string[]).includes(v));
  return pooled(
    combinations,
    `${list.length}:${known.join(',')}`,
    () => Object.freeze(known.map((v) => list[(list as readonly string[]).indexOf(v)]!)) as T[],
  ) as T[];
}
const combinations = new Map<string, readonly string[]>();

/** Products without images or extra fields share one empty, frozen value. */
const NO_IMAGES = Object.freeze([]) as unknown as string[];
const NO_FIELDS = Object.freeze({}) as Record<string, string>;
function isEmpty(fields: Record<string, string> | null | undefined): boolean {
  if (!fields) return true;
  for (const _ in fields) return false;
  return true;
}

/** One category object per category, not one per product. */
const sharedCategories = new Map<string, { id: number; name: string }>();
function categoryOf(id: number, name: string): { id: number; name: string } {
  return pooled(sharedCategories, `${id}:${name}`, () => Object.freeze({ id, name }));
}

/**
 * One copy of each text many products repeat (ingredient names, brands, sizes): each row read from
 * PostgreSQL brings its own copies. While the product cache kept objects, over a large catalog
 * they were ~15 MB of the heap; it now keeps JSON (product-store.ts), and the pools keep the
 * objects a page or the admin reads small.
 */
const pool = new Map<string, string>();
const MAX_POOLED = 50_000;
function intern(value: string): string {
  return pooled(pool, value, () => value);
}

/**
 * The value kept under `key` in `kept`, made and kept when missing. Every pool of shared values
 * here starts over past MAX_POOLED, so edits over months cannot grow it without end.
 */
function pooled<V>(kept: Map<string, V>, key: string, make: () => V): V {
  const found = kept.get(key);
  if (found !== undefined) return found;
  const value = make();
  if (kept.size >= MAX_POOLED) kept.clear();
  kept.set(key, value);
  return value;
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
