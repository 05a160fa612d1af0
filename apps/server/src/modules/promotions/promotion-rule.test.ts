import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES } from '@seoul-glow/shared';
import type { CartProductRow } from '../pricing/cart-read';
import type { ShippingZoneRule } from '../pricing/shipping-rule';
import { priceWithPromotion } from './promotion-pricing';
import { discountCents, promoVerdict, type PromoRow } from './promotion-rule';

const M = MESSAGES.promo;
const NOW = '2026-06-15T12:00:00.000Z';

function promo(overrides: Partial<PromoRow> = {}): PromoRow {
  return {
    id: 1,
    code: 'GLOW10',
    kind: 'percent',
    value: 10,
    minSubtotalCents: 0,
    startsAt: null,
    endsAt: null,
    maxUses: null,
    usesCount: 0,
    oncePerEmail: false,
    firstOrderOnly: false,
    active: true,
    categoryIds: [],
    productIds: [],
    usedByEmail: false,
    emailHasOrdered: false,
    now: NOW,
    ...overrides,
  };
}

const line = (productId: number, lineCents: number, categoryId: number | null = 1) => ({
  productId,
  categoryId,
  lineCents,
});

describe('whether a code applies, and the shopper-facing refusal (docs/product.md#checkout)', () => {
  const lines = [line(1, 3000)];
  const refusal = (p: PromoRow | null, subtotal = 3000) => {
    const v = promoVerdict(p, lines, subtotal);
    return v.ok ? null : v.message;
  };

  it('names each reason a code does not apply', () => {
    expect(refusal(null)).toBe(M.unknown);
    expect(refusal(promo({ active: false }))).toBe(M.paused);
    expect(refusal(promo({ startsAt: '2026-07-01T00:00:00Z' }))).toBe(M.notYetValid('July 1, 2026'));
    expect(refusal(promo({ endsAt: NOW }))).toBe(M.expired);
    expect(refusal(promo({ maxUses: 3, usesCount: 3 }))).toBe(M.usedUp);
    expect(refusal(promo({ oncePerEmail: true, usedByEmail: true }))).toBe(M.usedByEmail);
    expect(refusal(promo({ firstOrderOnly: true, emailHasOrdered: true }))).toBe(M.firstOrderOnly);
    expect(refusal(promo({ minSubtotalCents: 4250 }))).toBe(M.minimumNotMet('$12.50', '$42.50'));
    expect(refusal(promo({ categoryIds: [7] }))).toBe(M.notApplicable);
  });

  it('applies within its dates, below its uses and from its minimum', () => {
    const p = promo({
      startsAt: '2026-06-01T00:00:00Z',
      endsAt: '2026-06-30T00:00:00Z',
      maxUses: 3,
      usesCount: 2,
      minSubtotalCents: 3000,
      oncePerEmail: true,
    });
    const v = promoVerdict(p, lines, 3000);
    expect(v).toMatchObject({
      ok: true,
      promo: { discountCents: 300, exclusive: true, description: '10% off' },
    });
  });

  it('takes off only the lines of its categories or products', () => {
    const cart = [line(1, 2000, 1), line(2, 1000, 2), line(3, 500, null)];
    const byCategory = promoVerdict(promo({ categoryIds: [2] }), cart, 3500);
    expect(byCategory).toMatchObject({ ok: true, promo: { discountCents: 100 } });
    const byProduct = promoVerdict(promo({ productIds: [3], kind: 'fixed', value: 800 }), cart, 3500);
    expect(byProduct).toMatchObject({ ok: true, promo: { discountCents: 500 } });
  });
});

describe('the discount, priced between the subtotal and the shipping rule', () => {
  const zone: ShippingZoneRule = {
    country: 'US',
    flatFeeCents: 599,
    baseWeightGrams: 1000,
    perKgFeeCents: 300,
  };
  const row = (id: number, priceCents: number): CartProductRow => ({
    id,
    name: `P${id}`,
    priceCents,
    weightGrams: 100,
    stockQuantity: 1000,
    categoryId: 1,
    categoryName: 'Skincare',
    image: null,
  });

  it('reads the free-shipping threshold on the subtotal after the discount', () => {
    // $52.00 less 10% = $46.80: under $50, so the fee is charged.
    const cart = priceWithPromotion([{ productId: 1, quantity: 1 }], [row(1, 5200)], zone, {
      code: 'GLOW10',
      row: promo(),
    });
    expect(cart).toMatchObject({ subtotalCents: 5200, discountCents: 520, totalCents: 4680 + 599 });
    expect(cart.shipping).toMatchObject({ feeCents: 599, isFree: false });
  });

  it('ships free with a free-shipping code, and prices nothing that is gone or sold out', () => {
    const rows = [row(1, 1000), { ...row(2, 800), stockQuantity: 0 }];
    const items = [
      { productId: 1, quantity: 1 },
      { productId: 2, quantity: 3 },
      { productId: 9, quantity: 1 },
    ];
    const cart = priceWithPromotion(items, rows, zone, {
      code: 'SHIP',
      row: promo({ kind: 'free-shipping', value: 0 }),
    });
    expect(cart).toMatchObject({ subtotalCents: 1000, discountCents: 0, totalCents: 1000 });
    expect(cart.shipping).toMatchObject({ feeCents: 0, isFree: true, available: true });
    const nothing = priceWithPromotion([{ productId: 9, quantity: 2 }], rows, zone);
    expect(nothing).toMatchObject({ subtotalCents: 0, totalCents: 0 });
    expect(nothing.shipping).toMatchObject({ feeCents: 0, isFree: false });
  });

  it('keeps a refused code out of the price and says why', () => {
    const cart = priceWithPromotion([{ productId: 1, quantity: 1 }], [row(1, 1000)], zone, {
      code: 'NOPE',
      row: null,
    });
    expect(cart).toMatchObject({ discountCents: 0, promo: null, promoError: M.unknown, totalCents: 1599 });
  });

  // A reference written the slow, obvious way: BigInt cents, half-up rounding by comparing
  // remainders, the threshold read on the discounted subtotal.
  function reference(kind: 'percent' | 'fixed' | 'free-shipping', value: number, subtotal: number) {
    let discount = 0n;
    const s = BigInt(subtotal);
    if (kind === 'percent') {
      const scaled = s * BigInt(value);
      discount = scaled / 100n + (scaled % 100n >= 50n ? 1n : 0n);
    } else if (kind === 'fixed') discount = BigInt(value) < s ? BigInt(value) : s;
    const after = s - discount;
    const free = kind === 'free-shipping' || after >= BigInt(LIMITS.freeShippingThresholdCents);
    const fee = subtotal === 0 ? 0n : free ? 0n : 599n;
    return { discount: Number(discount), total: Number(after + fee), fee: Number(fee) };
  }

  it('agrees with the reference for any cart and code: cents exact, never below zero', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ price: fc.integer({ min: 1, max: 200_000 }), qty: fc.integer({ min: 1, max: 999 }) }),
          {
            minLength: 1,
            maxLength: 6,
          },
        ),
        fc.constantFrom('percent' as const, 'fixed' as const, 'free-shipping' as const),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (lines, kind, percent, fixedCents) => {
          const rows = lines.map((l, i) => ({ ...row(i + 1, l.price), weightGrams: 0 }));
          const items = lines.map((l, i) => ({ productId: i + 1, quantity: l.qty }));
          const value = kind === 'percent' ? percent : kind === 'fixed' ? fixedCents : 0;
          const cart = priceWithPromotion(items, rows, zone, { code: 'X', row: promo({ kind, value }) });
          const subtotal = lines.reduce((s, l) => s + l.price * l.qty, 0);
          const want = reference(kind, value, subtotal);
          expect(cart.subtotalCents).toBe(subtotal);
          expect(cart.discountCents).toBe(want.discount);
          expect(cart.shipping.feeCents).toBe(want.fee);
          expect(cart.totalCents).toBe(want.total);
          expect(Number.isInteger(cart.totalCents) && cart.totalCents >= 0).toBe(true);
          expect(cart.discountCents).toBeLessThanOrEqual(subtotal);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never takes off more than the lines it is limited to', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (eligible, percent, fixed) => {
          for (const [kind, value] of [
            ['percent', percent],
            ['fixed', fixed],
          ] as const) {
            const d = discountCents(kind, value, eligible);
            expect(Number.isInteger(d)).toBe(true);
            expect(d).toBeGreaterThanOrEqual(0);
            expect(d).toBeLessThanOrEqual(eligible);
          }
        },
      ),
    );
  });
});
