import { formatUsd, type Product, type ToolProduct, type ToolProductDetail } from '@seoul-glow/shared';

/**
 * The amount in a pack, in ml or g, read from its printed size: "50 ml", "5 × 25 ml" (125),
 * "2 × 15 g (with refill)" (30), "1 cap (35 g)" (35). Null when the size names no ml or g.
 */
export function packAmount(size: string): { amount: number; unit: 'ml' | 'g' } | null {
  const multi = /(\d+(?:\.\d+)?)\s*[×x*]\s*(\d+(?:\.\d+)?)\s*(ml|g)\b/i.exec(size);
  if (multi) return { amount: Number(multi[1]) * Number(multi[2]), unit: unitOf(multi[3]!) };
  const single = /(\d+(?:\.\d+)?)\s*(ml|g)\b/i.exec(size);
  if (single) return { amount: Number(single[1]), unit: unitOf(single[2]!) };
  return null;
}

const unitOf = (u: string): 'ml' | 'g' => (u.toLowerCase() === 'ml' ? 'ml' : 'g');

/** Cents per ml or g, for ranking value; null without a readable size. */
export function centsPerUnit(product: Pick<Product, 'price' | 'size'>): number | null {
  const pack = packAmount(product.size);
  if (!pack || pack.amount <= 0) return null;
  return Math.round(product.price * 100) / pack.amount;
}

/** "$0.36 per ml": two decimals below a dollar would round most products to the same cent, so three. */
export function pricePerUnitText(product: Pick<Product, 'price' | 'size'>): string | null {
  const pack = packAmount(product.size);
  const cents = centsPerUnit(product);
  if (!pack || cents === null) return null;
  const dollars = cents / 100;
  const text = dollars < 1 ? `$${dollars.toFixed(3).replace(/0$/, '')}` : formatUsd(dollars);
  return `${text} per ${pack.unit}`;
}

/** Where links point: the store's public origin when known, else a path on this store. */
export function productUrl(id: number, origin: string | null): string {
  return `${origin ? origin.replace(/\/+$/, '') : ''}/products/${id}`;
}

/** A catalog product as every tool answers it. */
export function toToolProduct(product: Product, origin: string | null): ToolProduct {
  return {
    id: product.id,
    name: product.name,
    brand: product.brand,
    category: product.categoryName,
    productType: product.productType,
    price: product.price,
    size: product.size,
    pricePerUnit: pricePerUnitText(product),
    skinTypes: product.skinTypes,
    concerns: product.concerns,
    keyIngredients: product.keyIngredients,
    freeFrom: product.freeFrom,
    inStock: product.stockQuantity > 0,
    rating: product.ratingCount > 0 ? Math.round(product.averageRating * 10) / 10 : 0,
    ratingCount: product.ratingCount,
    url: productUrl(product.id, origin),
    image: product.images[0] ?? null,
  };
}

export function toToolProductDetail(product: Product, origin: string | null): ToolProductDetail {
  return {
    ...toToolProduct(product, origin),
    description: product.description,
    ingredients: product.ingredients,
    howToUse: product.howToUse,
    stockQuantity: product.stockQuantity,
  };
}
