import { LIMITS, type Product, type ProductType, type SimilarStock } from '@seoul-glow/shared';
import type { CatalogFreshness } from './catalog-cache';
import type { CatalogIndex } from './catalog-index';
import { TYPE_CODE } from './beauty-index';
import { inStockOf } from './in-stock';
import type { ProductStore } from './product-store';
import { builtAround, ingredientDisplayName, similarAt, type SimilarMatch } from './similar-formulas';

/** A product of the catalog by id, or one it does not sell described by an ingredient (and its type). */
export type SimilarTo = number | { productType: ProductType | null; ingredientId: string };

/**
 * docs/product.md#similar-formulas-for-less: the products most like one, as summaries with the
 * key ingredients they share; null when the id names no product. Prices compared are the prices
 * shoppers pay: the store keeps one price per product, and promotions are codes applied at
 * checkout to the whole cart, never a product's own sale price.
 */
export async function findSimilar(
  index: CatalogIndex,
  store: ProductStore,
  freshness: CatalogFreshness,
  to: SimilarTo,
  cheaper: boolean,
): Promise<SimilarStock[] | null> {
  const inStock = inStockOf(index, freshness);
  const limit = LIMITS.similarProducts;
  let matches: SimilarMatch[];
  if (typeof to === 'number') {
    const position = index.position.get(to);
    if (position === undefined) return null;
    matches = similarAt(index, position, { cheaper, limit, inStock });
  } else {
    const type = to.productType === null ? -1 : TYPE_CODE.get(to.productType);
    matches = type === undefined ? [] : builtAround(index, type, to.ingredientId, { limit, inStock });
  }
  const products = await store.productsByIds(matches.map((m) => index.ids[m.position]!));
  const byId = new Map(products.map((p) => [p.id, p]));
  const out: SimilarStock[] = [];
  for (const match of matches) {
    const product = byId.get(index.ids[match.position]!);
    if (product)
      out.push({ ...summaryOf(product), sharedIngredients: match.sharedKeyIds.map(ingredientDisplayName) });
  }
  return out;
}

function summaryOf(product: Product): Omit<SimilarStock, 'sharedIngredients'> {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    image: product.images[0] ?? null,
    categoryName: product.categoryName,
    brand: product.brand,
    productType: product.productType,
    size: product.size,
    skinTypes: product.skinTypes,
    concerns: product.concerns,
    keyIngredients: product.keyIngredients,
    freeFrom: product.freeFrom,
    inStock: product.stockQuantity > 0,
    stockQuantity: product.stockQuantity,
  };
}
