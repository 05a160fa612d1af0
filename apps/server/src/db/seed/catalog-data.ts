/**
 * The demo catalog (the categories of docs/product.md#constants-and-limits) as plain data, so the
 * seed, its test and anyone reading the store's copy share one source. Stock numbers are what is
 * left after the demo orders.
 */
import type { PackshotSpec } from './packshot';
import { SKINCARE } from './catalog-skincare';
import { MAKEUP } from './catalog-makeup';
import { HAIRCARE } from './catalog-haircare';
import { FRAGRANCES } from './catalog-fragrances';
import { SUNSCREENS } from './catalog-sunscreens';
import { CLEANSE_EXFOLIATE } from './catalog-cleanse-exfoliate';

export const CATEGORY_NAMES = ['Skincare', 'Makeup', 'Haircare', 'Fragrances'] as const;
export type CategoryName = (typeof CATEGORY_NAMES)[number];

export interface CatalogCategory {
  name: CategoryName;
  description: string;
}

/** One product as the seed inserts it; `category` is resolved to an id at insert time. */
export interface CatalogProduct {
  name: string;
  description: string;
  priceCents: number;
  stockQuantity: number;
  weightGrams: number;
  isFeatured: boolean;
  /** Label → text, keys in the lower snake case the admin form normalises to. */
  additionalFields: Record<string, string>;
  videoLink?: string;
  /** How long ago the product was added, so "Newest" sorting has something to sort. */
  createdDaysAgo: number;
  /** One packshot per product photo, the first being the main image. */
  images: PackshotSpec[];
}

export interface CatalogEntry extends CatalogProduct {
  category: CategoryName;
}

export const CATALOG_CATEGORIES: readonly CatalogCategory[] = [
  {
    name: 'Skincare',
    description:
      'Toners, essences, serums and creams for the Korean layering routine: gentle cleansing, deep hydration and barrier care for every skin type.',
  },
  {
    name: 'Makeup',
    description:
      'Cushion foundations, velvet lip tints and buildable palettes for the fresh, dewy "glass skin" look Seoul is known for.',
  },
  {
    name: 'Haircare',
    description:
      'Scalp-first shampoos, repairing treatments and silky serums with ginseng, camellia and rice protein for healthy, glossy hair.',
  },
  {
    name: 'Fragrances',
    description:
      'Soft, skin-close scents from Seoul perfumers: eaux de parfum, body mists and perfumed care inspired by Korean gardens and seasons.',
  },
];

export const CATALOG_PRODUCTS: readonly CatalogEntry[] = [
  ...SKINCARE.map((p) => ({ ...p, category: 'Skincare' as const })),
  ...MAKEUP.map((p) => ({ ...p, category: 'Makeup' as const })),
  ...HAIRCARE.map((p) => ({ ...p, category: 'Haircare' as const })),
  ...FRAGRANCES.map((p) => ({ ...p, category: 'Fragrances' as const })),
  // Added after the first catalog and kept last, so the products before them keep their ids
  // (product links, bookmarks and the bench's pages stay the same).
  ...SUNSCREENS.map((p) => ({ ...p, category: 'Skincare' as const })),
  ...CLEANSE_EXFOLIATE.map((p) => ({ ...p, category: 'Skincare' as const })),
];
