import { centsToDollars, type CartItemInput, type CartLineProblem, type CartQuote } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { readCart, type CartProductRow } from './cart-read';
import { shippingFor, type ShippingCents, type ShippingZoneRule } from './shipping-rule';

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

function lineFor({ productId, quantity }: CartItemInput, row: CartProductRow | undefined): PricedLine {
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
      problem: 'missing',
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
}

/**
 * Prices merged cart items from the cart read: catalog prices × quantities, plus the zone's fee
 * for the cart's weight (free from the threshold). Client prices never enter (docs/product.md#checkout).
 * Discounts will apply here, between the subtotal and the shipping rule.
 */
export function priceFromRows(
  wanted: readonly CartItemInput[],
  rows: readonly CartProductRow[],
  zone: ShippingZoneRule | null,
): PricedCart {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const lines = wanted.map((w) => lineFor(w, byId.get(w.productId)));
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

/** A cart priced as the catalog and the shipping zones stand now (`country` '' has no zone). */
export async function priceCart(
  db: Db,
  items: readonly CartItemInput[],
  country: string,
): Promise<PricedCart> {
  const wanted = mergeItems(items);
  const read = await readCart(
    db,
    wanted.map((w) => w.productId),
    country,
  );
  return priceFromRows(wanted, read.products, read.zone);
}

/** The cart page's quote: each line as priced now, and the subtotal (dollars at the edge). */
export function toCartQuote(cart: PricedCart): CartQuote {
  return {
    lines: cart.lines.map((l) => ({
      productId: l.productId,
      quantity: l.quantity,
      name: l.name,
      price: l.unitPriceCents === null ? null : centsToDollars(l.unitPriceCents),
      image: l.image,
      categoryName: l.categoryName,
      stockQuantity: l.stockQuantity,
      problem: l.problem,
    })),
    subtotal: centsToDollars(cart.subtotalCents),
  };
}
