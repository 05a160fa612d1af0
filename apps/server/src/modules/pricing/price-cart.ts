import type { CartItemInput, CartLineProblem } from '@seoul-glow/shared';
import type { CartAdjuster } from './cart-adjustment';
import type { CartProductRow } from './cart-read';
import { shippingFor, type ShippingCents, type ShippingZoneRule } from './shipping-rule';

export interface PricedLine {
  productId: number;
  quantity: number;
  name: string | null;
  unitPriceCents: number | null;
  weightGrams: number;
  image: string | null;
  categoryId: number | null;
  categoryName: string | null;
  stockQuantity: number;
  problem: CartLineProblem | null;
}

export interface PricedCart {
  lines: PricedLine[];
  /** The buyable lines' total before any discount. */
  subtotalCents: number;
  /** What the cart's discount takes off the subtotal (0 without one). */
  discountCents: number;
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
      categoryId: null,
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
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    stockQuantity: row.stockQuantity,
    problem,
  };
}

/** A line that is gone or sold out is neither priced nor shipped (docs/product.md#checkout). */
const isBuyable = (l: PricedLine) => l.problem !== 'missing' && l.problem !== 'out_of_stock';

/**
 * Prices merged cart items from the cart read: catalog prices × quantities; then the discount
 * `adjust` answers (a code's: the caller passes the rule), off the subtotal; then the zone's fee
 * for the cart's weight, free when the subtotal AFTER the discount reaches the threshold or the
 * discount ships free (docs/product.md#shipping). Client prices never enter
 * (docs/product.md#checkout). A cart with nothing buyable ships nothing: no fee.
 */
export function priceFromRows(
  wanted: readonly CartItemInput[],
  rows: readonly CartProductRow[],
  zone: ShippingZoneRule | null,
  adjust: CartAdjuster | null = null,
): PricedCart {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const lines = wanted.map((w) => lineFor(w, byId.get(w.productId)));
  const buyable = lines.filter(isBuyable);
  const subtotalCents = buyable.reduce((s, l) => s + l.unitPriceCents! * l.quantity, 0);
  const weightGrams = buyable.reduce((s, l) => s + l.weightGrams * l.quantity, 0);
  const adjustment = adjust?.({
    lines: buyable.map((l) => ({
      productId: l.productId,
      categoryId: l.categoryId,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents!,
      lineCents: l.unitPriceCents! * l.quantity,
    })),
    subtotalCents,
    country: zone?.country ?? null,
  });
  const discountCents = adjustment?.discountCents ?? 0;
  const discounted = subtotalCents - discountCents;
  let shipping = shippingFor(zone, discounted, weightGrams);
  if (buyable.length === 0) shipping = { ...shipping, feeCents: 0, isFree: false };
  else if (adjustment?.freeShipping && shipping.available)
    shipping = { ...shipping, feeCents: 0, isFree: true };
  return {
    lines,
    subtotalCents,
    discountCents,
    weightGrams,
    shipping,
    totalCents: discounted + shipping.feeCents,
    problems: lines.filter((l) => l.problem !== null),
  };
}
