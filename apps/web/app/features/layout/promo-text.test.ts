import { describe, expect, it } from 'vitest';
import { promoEnded, promoText } from './promo-text';

const base = { code: 'GLOW10', kind: 'percent' as const, value: 10, firstOrderOnly: true, endsAt: null };

describe('the header promo names the code (docs/product.md#what-the-store-does)', () => {
  it('words each kind of code', () => {
    expect(promoText(base)).toEqual({ before: 'Get 10% off your first purchase with code', code: 'GLOW10' });
    expect(promoText({ ...base, kind: 'fixed', value: 5, firstOrderOnly: false }).before).toBe(
      'Get $5.00 off your purchase with code',
    );
    expect(promoText({ ...base, kind: 'free-shipping', value: 0 }).before).toBe(
      'Get free shipping on your first purchase with code',
    );
  });

  it('stops naming a code once it has ended', () => {
    const endsAt = '2026-01-01T00:00:00Z';
    expect(promoEnded({ ...base, endsAt }, Date.parse('2025-12-31T23:59:59Z'))).toBe(false);
    expect(promoEnded({ ...base, endsAt }, Date.parse(endsAt))).toBe(true);
    expect(promoEnded(base, Date.now())).toBe(false);
  });
});
