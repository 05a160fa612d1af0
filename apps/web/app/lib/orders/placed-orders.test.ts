import { beforeEach, describe, expect, it } from 'vitest';
import { readPlacedOrders, recordPlacedOrder } from './placed-orders';

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
