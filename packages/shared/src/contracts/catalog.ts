import { z } from 'zod';
import { CONCERNS, FREE_FROM, PRODUCT_TYPE_VALUES, SKIN_TYPES } from '../beauty/taxonomy';
import { productSummarySchema } from './chat';
import { envelope, idParam } from './envelope';

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

/** Product as docs/product.md#what-the-store-keeps describes it; money in dollars with 2 decimals at the API edge. */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  stockQuantity: z.number().int(),
  weight: z.number(),
  isFeatured: z.boolean(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  videoLink: z.string().nullable(),
  additionalFields: z.record(z.string(), z.string()),
  images: z.array(z.string()),
  createdAt: z.string(),
  averageRating: z.number(),
  ratingCount: z.number().int(),
  // The beauty facts (docs/product.md#what-the-store-keeps); freeFrom is derived from the
  // ingredients through the glossary, never typed.
  brand: z.string(),
  productType: z.enum(PRODUCT_TYPE_VALUES).nullable(),
  skinTypes: z.array(z.enum(SKIN_TYPES)),
  concerns: z.array(z.enum(CONCERNS)),
  /** The full INCI list in label order. */
  ingredients: z.array(z.string()),
  keyIngredients: z.array(z.string()),
  freeFrom: z.array(z.enum(FREE_FROM)),
  size: z.string(),
  howToUse: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productDetailSchema = productSchema.extend({
  relatedProducts: z.array(productSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productDetailResponse = envelope(productDetailSchema);

/** docs/product.md#similar-formulas-for-less: a product like another, with the key ingredients both are built around. */
export const similarProductSchema = productSummarySchema.extend({
  /** Display names of the shared key ingredients, in the first product's order ("Niacinamide"). */
  sharedIngredients: z.array(z.string()),
});
export type SimilarProduct = z.infer<typeof similarProductSchema>;

export const similarProductsQuery = z.object({
  id: idParam,
  /** '1' (or 'true'): only products that cost less. */
  cheaper: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});
export type SimilarProductsQuery = z.input<typeof similarProductsQuery>;
export const similarProductsResponse = envelope(z.array(similarProductSchema));
export const getAllProductsResponse = envelope(z.array(productSchema));
export const getCategoriesResponse = envelope(z.array(categorySchema));
export const productIdParams = z.object({ id: idParam });

/** Responsive widths produced for every product image (docs/architecture.md#stack images). */
export const IMAGE_WIDTHS = [320, 640, 1024] as const;
/** The stored file name is the largest rendition; narrower ones add `-{width}` before `.webp`. */
export function imageVariantName(fileName: string, width: number): string {
  return fileName.replace(/\.webp$/, `-${width}.webp`);
}
export function productImageUrl(fileName: string, width?: number): string {
  const name = width ? imageVariantName(fileName, width) : fileName;
  return `/Images/Products/${encodeURIComponent(name)}`;
}
