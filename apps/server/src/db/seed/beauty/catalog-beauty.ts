/**
 * Beauty facts of every demo product (docs/product.md#what-the-store-keeps), validated by the
 * shared contract and with free-from claims derived from each label, keyed by product name.
 */
import { productBeautySchema, withFreeFrom, type ProductBeautyFacts } from '@seoul-glow/shared';
import type { CatalogProduct } from '../catalog-data';
import type { BeautySeed } from './beauty-seed';
import { FRAGRANCES_BEAUTY } from './fragrances';
import { HAIRCARE_BEAUTY } from './haircare';
import { MAKEUP_BEAUTY } from './makeup';
import { SKINCARE_BEAUTY } from './skincare';

export const BEAUTY_SEEDS: Readonly<Record<string, BeautySeed>> = {
  ...SKINCARE_BEAUTY,
  ...MAKEUP_BEAUTY,
  ...HAIRCARE_BEAUTY,
  ...FRAGRANCES_BEAUTY,
};

/** The product's facts; throws for a product without beauty data or with data the contract refuses. */
export function beautyOf(product: Pick<CatalogProduct, 'name' | 'additionalFields'>): ProductBeautyFacts {
  const seed = BEAUTY_SEEDS[product.name];
  if (!seed) throw new Error(`No beauty data for demo product "${product.name}"`);
  const parsed = productBeautySchema.safeParse({
    brand: seed.brand,
    productType: seed.productType,
    skinTypes: seed.skinTypes,
    concerns: seed.concerns,
    ingredients: seed.inci,
    keyIngredients: seed.keyIngredients,
    size: product.additionalFields.volume ?? '',
    howToUse: product.additionalFields.how_to_use ?? '',
  });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Beauty data of "${product.name}" is invalid: ${issues}`);
  }
  return withFreeFrom(parsed.data);
}
