import { inArray, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { CartItemInput, CartLineProblem } from '@seoul-glow/shared';
import type { DbOrTx } from '../../db/client';
import { categories, productImages, products } from '../../db/schema';
import { shippingFeeCents, type ShippingZoneRule } from '../shipping/shipping-fee';
import { findZone } from '../shipping/shipping.repository';
import type { ShippingCents } from '../shipping/shipping.service';

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
  const rows = await readProducts(db, wanted);
  return linesFromRows(wanted, rows);
}

/** A product as the cart prices it (one row of the catalog read). */
export interface CartProductRow {
  id: number;
  name: string;
  priceCents: number;
  weightGrams: number;
  stockQuantity: number;
  categoryName: string | null;
  image: string | null;
}

function linesFromRows(wanted: readonly CartItemInput[], rows: readonly CartProductRow[]): PricedLine[] {
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
  const wanted = mergeItems(items);
  const rows = wanted.length ? await readProducts(db, wanted) : [];
  const zone = country ? await findZone(db, country) : null;
  return priceFromRows(wanted, rows, zone);
}

async function readProducts(db: DbOrTx, wanted: readonly CartItemInput[]): Promise<CartProductRow[]> {
  return db
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
}

/** DESIGN §7: a country without a zone is not available (fee 0); free shipping is available, fee 0. */
function shippingFor(
  zone: ShippingZoneRule | null,
  subtotalCents: number,
  weightGrams: number,
): ShippingCents {
  if (!zone) return { feeCents: 0, isFree: false, available: false, country: null };
  const feeCents = shippingFeeCents(zone, subtotalCents, weightGrams);
  return { feeCents, isFree: feeCents === 0, available: true, country: zone.country };
}

/** Prices merged cart items from catalog rows and the shipping zone read for them. */
export function priceFromRows(
  wanted: readonly CartItemInput[],
  rows: readonly CartProductRow[],
  zone: ShippingZoneRule | null,
): PricedCart {
  const lines = linesFromRows(wanted, rows);
  const buyable = lines.filter((l) => l.problem !== 'missing');
  const subtotalCents = buyable.reduce((s, l) => s + l.unitPriceCents! * l.quantity, 0);
  const weightGrams = buyable.reduce((s, l) => s + l.weightGrams * l.quantity, 0);
  const shipping = shippingFor(zone, subtotalCents, weightGrams);
  return {
    lines,
    subtotalCents,
    weightGrams,
    shipping,
    totalCents: subtotalCents + shipping.feeCents,
    problems: lines.filter((l) => l.problem !== null),
  };
}

/**
 * The catalog read of a cart as two JSON columns, to fold into a hot-path statement: `products`
 * (CartProductRow[] for the ids in `ids`, an int[] placeholder) and `zone` (the shipping zone of
 * `country`, a lower-cased placeholder, or null). The same rows priceCart reads.
 */
export function cartReadColumns(ids: Placeholder, country: Placeholder): SQL {
  return sql`
    (SELECT coalesce(json_agg(json_build_object(
        'id', p.id, 'name', p.name, 'priceCents', p.price_cents, 'weightGrams', p.weight_grams,
        'stockQuantity', p.stock_quantity, 'categoryName', c.name,
        'image', (SELECT pi.file_name FROM product_images pi WHERE pi.product_id = p.id
                  ORDER BY pi.position, pi.id LIMIT 1))), '[]'::json)
       FROM products p LEFT JOIN categories c ON c.id = p.category_id
      WHERE p.id = ANY(${ids}::int[])) AS products,
    (SELECT json_build_object('country', z.country, 'flatFeeCents', z.flat_fee_cents,
        'baseWeightGrams', z.base_weight_grams, 'perKgFeeCents', z.per_kg_fee_cents)
       FROM shipping_zones z WHERE lower(z.country) = ${country} LIMIT 1) AS zone`;
}
