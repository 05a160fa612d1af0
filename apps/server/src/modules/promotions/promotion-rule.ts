import { MESSAGES, centsToDollars, formatUsd, type PromotionKind } from '@seoul-glow/shared';
import type { AdjustableCart, CartAdjustment, DiscountLine } from '../pricing/cart-adjustment';

const M = MESSAGES.promo;

/** A promotion as the cart read brings it (promotion-read.ts), with what it knows about the email. */
export interface PromoRow {
  id: number;
  code: string;
  kind: PromotionKind;
  /** percent: whole percent; fixed: cents; free-shipping: 0. */
  value: number;
  minSubtotalCents: number;
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  usesCount: number;
  oncePerEmail: boolean;
  firstOrderOnly: boolean;
  active: boolean;
  categoryIds: number[];
  productIds: number[];
  /** An order of this email already used the code. */
  usedByEmail: boolean;
  /** This email has an order that was not cancelled (only asked for first-order codes). */
  emailHasOrdered: boolean;
  /** The database's clock when the row was read: every time rule compares with it. */
  now: string;
}

/** A code that applies: what the pricing and the order keep of it. */
export interface AppliedPromo {
  id: number;
  code: string;
  kind: PromotionKind;
  /** The terms it was priced on: the order's statement places it only while they still hold. */
  value: number;
  categoryIds: number[];
  productIds: number[];
  discountCents: number;
  freeShipping: boolean;
  /** One order per email (once-per-email and first-order codes). */
  exclusive: boolean;
  description: string;
}

/** What today's kinds read of a line: its total and what a code may be limited to. */
type TotalLine = Pick<DiscountLine, 'productId' | 'categoryId' | 'lineCents'>;

export type PromoVerdict = { ok: true; promo: AppliedPromo } | { ok: false; message: string };

const dateFmt = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** '10% off', '$5.00 off', 'Free shipping'. */
export function describePromo(kind: PromotionKind, value: number): string {
  if (kind === 'percent') return `${value}% off`;
  if (kind === 'fixed') return `${formatUsd(centsToDollars(value))} off`;
  return 'Free shipping';
}

/** The lines a promotion may take off: all of them, or those in its categories or products. */
export function eligibleCents(promo: Pick<PromoRow, 'categoryIds' | 'productIds'>, lines: TotalLine[]) {
  const limited = promo.categoryIds.length > 0 || promo.productIds.length > 0;
  return lines
    .filter(
      (l) =>
        !limited ||
        promo.productIds.includes(l.productId) ||
        (l.categoryId !== null && promo.categoryIds.includes(l.categoryId)),
    )
    .reduce((sum, l) => sum + l.lineCents, 0);
}

/**
 * Cents off `eligible`: a percentage rounded half up to the cent, a fixed amount up to what the
 * eligible lines cost; never below zero and never more than the lines it applies to.
 */
export function discountCents(kind: PromotionKind, value: number, eligible: number): number {
  if (eligible <= 0) return 0;
  if (kind === 'percent') return Math.min(eligible, Math.floor((eligible * value + 50) / 100));
  if (kind === 'fixed') return Math.min(eligible, value);
  return 0;
}

/**
 * Whether a code applies to these lines now, and for how much, with the refusal the shopper
 * reads when it does not. The subtotal is the buyable lines' total before any discount.
 */
export function promoVerdict(row: PromoRow | null, lines: TotalLine[], subtotalCents: number): PromoVerdict {
  if (!row) return { ok: false, message: M.unknown };
  const now = new Date(row.now).getTime();
  if (!row.active) return { ok: false, message: M.paused };
  if (row.startsAt && new Date(row.startsAt).getTime() > now)
    return { ok: false, message: M.notYetValid(dateFmt.format(new Date(row.startsAt))) };
  if (row.endsAt && new Date(row.endsAt).getTime() <= now) return { ok: false, message: M.expired };
  if (row.maxUses !== null && row.usesCount >= row.maxUses) return { ok: false, message: M.usedUp };
  const exclusive = row.oncePerEmail || row.firstOrderOnly;
  if (exclusive && row.usedByEmail) return { ok: false, message: M.usedByEmail };
  if (row.firstOrderOnly && row.emailHasOrdered) return { ok: false, message: M.firstOrderOnly };
  if (subtotalCents < row.minSubtotalCents) {
    const usd = (cents: number) => formatUsd(centsToDollars(cents));
    return {
      ok: false,
      message: M.minimumNotMet(usd(row.minSubtotalCents - subtotalCents), usd(row.minSubtotalCents)),
    };
  }
  const eligible = eligibleCents(row, lines);
  if (eligible <= 0) return { ok: false, message: M.notApplicable };
  return {
    ok: true,
    promo: {
      id: row.id,
      code: row.code,
      kind: row.kind,
      value: row.value,
      categoryIds: row.categoryIds,
      productIds: row.productIds,
      discountCents: discountCents(row.kind, row.value, eligible),
      freeShipping: row.kind === 'free-shipping',
      exclusive,
      description: describePromo(row.kind, row.value),
    },
  };
}

/** What a code does to a cart: the adjustment pricing applies, the code as the order keeps it, or why not. */
export interface PromotionOutcome extends CartAdjustment {
  applied: AppliedPromo | null;
  /** The shopper's reason when the code does not apply; null when it does. */
  refusal: string | null;
}

/**
 * THE answer to "what does this code do to this cart in this country" (docs/product.md#checkout,
 * ADR 0017): `row` is the code's row as the cart read found it (null: no such code). Every kind of
 * promotion is decided here; pricing only applies the discount and the free shipping it answers.
 * The country is the cart's zone: no kind depends on it yet.
 */
export function applyPromotion(row: PromoRow | null, cart: AdjustableCart): PromotionOutcome {
  const verdict = promoVerdict(row, cart.lines, cart.subtotalCents);
  if (!verdict.ok) return { discountCents: 0, freeShipping: false, applied: null, refusal: verdict.message };
  const { promo } = verdict;
  return {
    discountCents: promo.discountCents,
    freeShipping: promo.freeShipping,
    applied: promo,
    refusal: null,
  };
}
