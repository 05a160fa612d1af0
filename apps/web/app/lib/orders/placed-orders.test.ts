import { beforeEach, describe, expect, it } from 'vitest';
import { placedOrderHref, placedOrderToken, readPlacedOrders, recordPlacedOrder } from './placed-orders';

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

  it('keeps the signed link token of an order and finds it by id in any case', () => {
    recordPlacedOrder({
      orderId: 'SG-ABCDE12345',
      placedAt: '2026-11-01T00:00:00Z',
      total: 10,
      token: 'k1.mac',
    });
    recordPlacedOrder({ orderId: 'SG-OLDER00000', placedAt: '2026-10-01T00:00:00Z', total: 5 });
    expect(placedOrderToken('sg-abcde12345')).toBe('k1.mac');
    expect(placedOrderToken('SG-OLDER00000')).toBeNull();
    expect(placedOrderToken('SG-UNKNOWN000')).toBeNull();
    expect(placedOrderHref({ orderId: 'SG-ABCDE12345', token: 'k1.mac' })).toBe(
      '/orders/SG-ABCDE12345?token=k1.mac',
    );
    expect(placedOrderHref({ orderId: 'SG-OLDER00000' })).toBe('/orders/SG-OLDER00000');
    // A damaged token is dropped with its entry rather than sent.
    localStorage.setItem(
      'placed_orders',
      JSON.stringify([{ orderId: 'SG-X', placedAt: 'x', total: 1, token: 5 }]),
    );
    expect(readPlacedOrders()).toEqual([]);
  });
});
