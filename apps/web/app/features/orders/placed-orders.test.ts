import { beforeEach, describe, expect, it } from 'vitest';
import { readPlacedOrders, recordPlacedOrder } from './placed-orders';
import { orderCountries } from '~/features/checkout/use-shipping';
import { validateCheckout, EMPTY_FORM } from '~/features/checkout/checkout-form-model';

beforeEach(() => localStorage.clear());

describe('orders placed in this browser', () => {
  it('keeps them under placed_orders, newest first, once each', () => {
    recordPlacedOrder({ orderId: 'SG-A', placedAt: '2026-11-01T00:00:00Z', total: 10 });
    recordPlacedOrder({ orderId: 'SG-B', placedAt: '2026-11-02T00:00:00Z', total: 20 });
    recordPlacedOrder({ orderId: 'SG-A', placedAt: '2026-11-01T00:00:00Z', total: 10 });
    expect(readPlacedOrders().map((o) => o.orderId)).toEqual(['SG-A', 'SG-B']);
    expect(JSON.parse(localStorage.getItem('placed_orders')!)).toHaveLength(2);
  });

  it('ignores a damaged list', () => {
    localStorage.setItem('placed_orders', '{oops');
    expect(readPlacedOrders()).toEqual([]);
    localStorage.setItem(
      'placed_orders',
      JSON.stringify([{ orderId: 1 }, { orderId: 'SG-C', placedAt: 'x', total: 1 }]),
    );
    expect(readPlacedOrders().map((o) => o.orderId)).toEqual(['SG-C']);
  });
});

describe('checkout helpers', () => {
  it('puts the visitor country first and keeps the server list otherwise', () => {
    expect(orderCountries(['Canada', 'Japan', 'United States'], 'united states')).toEqual([
      'United States',
      'Canada',
      'Japan',
    ]);
    expect(orderCountries(['Canada', 'Japan'], 'Narnia')).toEqual(['Canada', 'Japan']);
    expect(orderCountries(['Canada', 'Japan'], null)).toEqual(['Canada', 'Japan']);
  });

  it('gives every SPEC §5 message, one per field', () => {
    expect(validateCheckout({ ...EMPTY_FORM, country: 'Japan' })).toEqual({
      email: 'Email is required',
      fullName: 'Full name is required',
      addressLine1: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      postalCode: 'Postal code is required',
    });
    expect(validateCheckout({ ...EMPTY_FORM, email: 'a@b', country: 'Japan' }).email).toBe(
      'Please enter a valid email',
    );
  });
});
