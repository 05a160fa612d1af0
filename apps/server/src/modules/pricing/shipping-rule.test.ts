import { describe, expect, it } from 'vitest';
import { shippingFeeCents, shippingFor } from './shipping-rule';

const zone = { country: 'United States', flatFeeCents: 599, baseWeightGrams: 1000, perKgFeeCents: 300 };

describe('the shipping fee rule (docs/product.md#shipping)', () => {
  it('charges the flat fee up to and including the base weight', () => {
    expect(shippingFeeCents(zone, 1000, 0)).toBe(599);
    expect(shippingFeeCents(zone, 1000, 1000)).toBe(599);
  });

  it('adds the per-kg fee for every started kilogram above the base weight', () => {
    expect(shippingFeeCents(zone, 1000, 1001)).toBe(899);
    expect(shippingFeeCents(zone, 1000, 2000)).toBe(899);
    expect(shippingFeeCents(zone, 1000, 2001)).toBe(1199);
  });

  it('ships free from a $50.00 subtotal, whatever the weight', () => {
    expect(shippingFeeCents(zone, 4999, 500)).toBe(599);
    expect(shippingFeeCents(zone, 5000, 500)).toBe(0);
    expect(shippingFeeCents(zone, 5000, 25_000)).toBe(0);
  });

  it('offers no shipping without a zone, and free shipping as available with fee 0', () => {
    expect(shippingFor(null, 1000, 500)).toEqual({
      feeCents: 0,
      isFree: false,
      available: false,
      country: null,
    });
    expect(shippingFor(zone, 5000, 500)).toEqual({
      feeCents: 0,
      isFree: true,
      available: true,
      country: 'United States',
    });
  });
});
