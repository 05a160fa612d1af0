import { centsToDollars, type CartItemInput, type CartLineProblem, type CartQuote } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { readCart, type CartProductRow } from './cart-read';
import { emailKey } from './promo-read';
import { promoVerdict, type AppliedPromo, type PromoRow } from './promo-rule';
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
  /** What the promo code takes off the subtotal (0 without one). */
  discountCents: number;
  /** The code that applies, or null; `promoError` says why a code asked for does not. */
  promo: AppliedPromo | null;
  promoError: string | null;
  weightGrams: number;
  shipping: ShippingCents;
  totalCents: number;
  problems: PricedLine[];
}

/** The promo code a cart is priced with: the code asked for and its row as the read found it. */
export interface PromoInput {
  code: string | null | undefined;
  row: PromoRow | null;
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
 * Prices merged cart items from the cart read: catalog prices × quantities; then the promo code,
 * off the subtotal; then the zone's fee for the cart's weight, free when the subtotal AFTER the
 * discount reaches the threshold or the code ships free (docs/product.md#shipping). Client prices
 * never enter (docs/product.md#checkout). A cart with nothing buyable ships nothing: no fee.
 */
export function priceFromRows(
  wanted: readonly CartItemInput[],
  rows: readonly CartProductRow[],
  zone: ShippingZoneRule | null,
  promoInput: PromoInput = { code: null, row: null },
): PricedCart {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const lines = wanted.map((w) => lineFor(w, byId.get(w.productId)));
  const buyable = lines.filter(isBuyable);
  const subtotalCents = buyable.reduce((s, l) => s + l.unitPriceCents! * l.quantity, 0);
  const weightGrams = buyable.reduce((s, l) => s + l.weightGrams * l.quantity, 0);
  const verdict = promoInput.code
    ? promoVerdict(
        promoInput.row,
        buyable.map((l) => ({
          productId: l.productId,
          categoryId: l.categoryId,
          lineCents: l.unitPriceCents! * l.quantity,
        })),
        subtotalCents,
      )
    : null;
  const promo = verdict?.ok ? verdict.promo : null;
  const discountCents = promo?.discountCents ?? 0;
  const discounted = subtotalCents - discountCents;
  let shipping = shippingFor(zone, discounted, weightGrams);
  if (buyable.length === 0) shipping = { ...shipping, feeCents: 0, isFree: false };
  else if (promo?.freeShipping && shipping.available) shipping = { ...shipping, feeCents: 0, isFree: true };
  return {
    lines,
    subtotalCents,
    discountCents,
    promo,
    promoError: verdict && !verdict.ok ? verdict.message : null,
    weightGrams,
    shipping,
    totalCents: discounted + shipping.feeCents,
    problems: lines.filter((l) => l.problem !== null),
  };
}

/**
 * A cart priced as the catalog, the shipping zones and the promotions stand now (`country` '' has
 * no zone); `promo.email`, when known, lets once-per-email and first-order codes be checked.
 */
export async function priceCart(
  db: Db,
  items: readonly CartItemInput[],
  country: string,
  promo: { code?: string | null; email?: string | null } = {},
): Promise<PricedCart> {
  const wanted = mergeItems(items);
  const read = await readCart(
    db,
    wanted.map((w) => w.productId),
    country,
    { code: promo.code, emailKey: emailKey(promo.email) },
  );
  return priceFromRows(wanted, read.products, read.zone, { code: promo.code, row: read.promo });
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
