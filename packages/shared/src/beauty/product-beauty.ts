/**
 * The beauty facts of a product (docs/product.md#what-the-store-keeps) and what follows from them.
 * Zod-free so store pages may import it; beauty-schema.ts validates input into this shape.
 */
import { deriveFreeFrom } from '../knowledge/free-from';
import type { Concern, FreeFrom, ProductType, SkinType } from './taxonomy';

export interface ProductBeauty {
  /** '' when not yet known. */
  brand: string;
  productType: ProductType | null;
  skinTypes: SkinType[];
  concerns: Concern[];
  /** The full INCI list in label order. */
  ingredients: string[];
  /** The few ingredients the product is built around, each spelled as in `ingredients`. */
  keyIngredients: string[];
  /** Amount with its unit, e.g. "150 ml"; '' when not yet known. */
  size: string;
  howToUse: string;
}

/** What the store shows and filters on: the facts plus the claims derived from the label. */
export interface ProductBeautyFacts extends ProductBeauty {
  freeFrom: FreeFrom[];
}

export const EMPTY_BEAUTY: Readonly<ProductBeauty> = {
  brand: '',
  productType: null,
  skinTypes: [],
  concerns: [],
  ingredients: [],
  keyIngredients: [],
  size: '',
  howToUse: '',
};

export function withFreeFrom(beauty: ProductBeauty): ProductBeautyFacts {
  return { ...beauty, freeFrom: deriveFreeFrom(beauty.ingredients) };
}

/** Refusals of the product form's beauty fields that need more than one field to decide. */
export const BEAUTY_MESSAGES = {
  typeNotInCategory: (category: string) => `Choose a product type from the ${category} list`,
} as const;

export type BeautyField = 'brand' | 'productType' | 'ingredients' | 'size' | 'howToUse';

/**
 * The facts a product still lacks (the admin list's "missing beauty data" badge). Skin types,
 * concerns and key ingredients may rightly be empty, as for a perfume.
 */
export function missingBeautyFields(beauty: ProductBeauty): BeautyField[] {
  const missing: BeautyField[] = [];
  if (!beauty.brand) missing.push('brand');
  if (!beauty.productType) missing.push('productType');
  if (beauty.ingredients.length === 0) missing.push('ingredients');
  if (!beauty.size) missing.push('size');
  if (!beauty.howToUse) missing.push('howToUse');
  return missing;
}
