import { beforeEach, describe, expect, it } from 'vitest';
import { addToCart, lastAddedProductId, readCart, removeFromCart, setCartQuantity } from './cart-store';

beforeEach(() => localStorage.clear());

describe('the browser cart (docs/product.md#how-things-change)', () => {
  it('keeps items under the key "cart" and raises the quantity of an existing product', () => {
    addToCart(7);
    addToCart(7, 2);
    addToCart(9);
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual([
      { productId: 7, quantity: 3 },
      { productId: 9, quantity: 1 },
    ]);
  });

  it('removes an item whose quantity is set to 0 or less', () => {
    addToCart(1);
    addToCart(2);
    setCartQuantity(1, 0);
    setCartQuantity(2, -3);
    expect(readCart()).toEqual([]);
    addToCart(3);
    removeFromCart(3);
    expect(readCart()).toEqual([]);
  });

  it('discards an unparseable or malformed stored cart', () => {
    localStorage.setItem('cart', '{nope');
    expect(readCart()).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();
    localStorage.setItem('cart', JSON.stringify([{ productId: 'x', quantity: 1 }]));
    expect(readCart()).toEqual([]);
  });

  it('ignores a non-positive or fractional quantity to add', () => {
    addToCart(4, 0);
    addToCart(4, 1.5);
    expect(readCart()).toEqual([]);
  });

  it('records the last added product (docs/product.md#how-things-change)', () => {
    addToCart(11);
    addToCart(12, 2);
    expect(lastAddedProductId()).toBe(12);
  });

  it('never adds past the stock shown, nor past 999 a line', () => {
    expect(addToCart(5, 3, 4)).toBe(3);
    expect(addToCart(5, 3, 4)).toBe(1);
    expect(addToCart(5, 1, 4)).toBe(0);
    expect(readCart()).toEqual([{ productId: 5, quantity: 4 }]);
    addToCart(6, 998);
    expect(addToCart(6, 5)).toBe(1);
    expect(readCart()[1]).toEqual({ productId: 6, quantity: 999 });
  });
});
