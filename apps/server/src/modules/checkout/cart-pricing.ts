import { inArray, eq, sql } from 'drizzle-orm';
import type { CartItemInput, CartLineProblem } from '@seoul-glow/shared';
import type { DbOrTx } from '../../db/client';
import { categories, productImages, products } from '../../db/schema';
import { quoteShipping, type ShippingCents } from '../shipping/shipping.service';

export interface PricedLine {
  productId: number;
  quantity: number;
  name: string | null;
  unitPriceCents: number | null;
  weightGrams: number;
  image: string | null;
  categoryName: string | null;
  stockQuantity: number;
  problem: CartLineProblem | null;
}

export interface PricedCart {
  lines: PricedLine[];
  subtotalCents: number;
  weightGrams: number;
  shipping: ShippingCents;
  totalCents: number;
  problems: PricedLine[];
}

/** One line per product: a cart that names a product twice buys the sum. */
export function mergeItems(items: readonly CartItemInput[]): CartItemInput[] {
  const merged = new Map<number, number>();
  for (const i of items) merged.set(i.productId, (merged.get(i.productId) ?? 0) + i.quantity);
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}

const firstImage = sql<string | null>`(
  SELECT ${productImages.fileName} FROM ${productImages}
  WHERE ${productImages.productId} = ${products.id}
  ORDER BY ${productImages.position}, ${productImages.id} LIMIT 1)`;

/** Prices a cart from the catalog as it is now: client prices never enter (DESIGN §6). */
export async function priceLines(db: DbOrTx, items: readonly CartItemInput[]): Promise<PricedLine[]> {
  const wanted = mergeItems(items);
  if (wanted.length === 0) return [];
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      priceCents: products.priceCents,
      weightGrams: products.weightGrams,
      stockQuantity: products.stockQuantity,
      categoryName: categories.name,
      image: firstImage,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(
      inArray(
        products.id,
        wanted.map((w) => w.productId),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return wanted.map(({ productId, quantity }) => {
    const row = byId.get(productId);
    if (!row) {
      return {
        productId,
        quantity,
        name: null,
        unitPriceCents: null,
        weightGrams: 0,
        image: null,
        categoryName: null,
        stockQuantity: 0,
        problem: 'missing' as const,
      };
    }
    const problem: CartLineProblem | null =
      row.stockQuantity <= 0 ? 'out_of_stock' : row.stockQuantity < quantity ? 'insufficient_stock' : null;
    return {
      productId,
      quantity,
      name: row.name,
      unitPriceCents: row.priceCents,
      weightGrams: row.weightGrams,
      image: row.image,
      categoryName: row.categoryName,
      stockQuantity: row.stockQuantity,
      problem,
    };
  });
}

/** Catalog prices × quantities + the zone's fee for the cart's weight (free from $50). */
export async function priceCart(
  db: DbOrTx,
  items: readonly CartItemInput[],
  country: string,
): Promise<PricedCart> {
  const lines = await priceLines(db, items);
  const buyable = lines.filter((l) => l.problem !== 'missing');
  const subtotalCents = buyable.reduce((s, l) => s + l.unitPriceCents! * l.quantity, 0);
  const weightGrams = buyable.reduce((s, l) => s + l.weightGrams * l.quantity, 0);
  const shipping = await quoteShipping(db, country, subtotalCents, weightGrams);
  return {
    lines,
    subtotalCents,
    weightGrams,
    shipping,
    totalCents: subtotalCents + shipping.feeCents,
    problems: lines.filter((l) => l.problem !== null),
  };
}
