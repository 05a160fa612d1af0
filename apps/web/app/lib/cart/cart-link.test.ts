import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@seoul-glow/shared';
import { applyCartAction, setLine } from './cart-actions';
import { parseCartLink } from './cart-link';
import { addToCart, readCart } from './cart-store';

beforeEach(() => localStorage.clear());

describe('cart links and the assistant’s cart actions', () => {
  it('reads the lines of a cart link, leaving out anything malformed', () => {
    expect(parseCartLink('12:1,34:2')).toEqual([
      { productId: 12, quantity: 1 },
      { productId: 34, quantity: 2 },
    ]);
    expect(parseCartLink('12:0,x:1,5:1000,-3:1,7:2, 7:3 ,')).toEqual([{ productId: 7, quantity: 3 }]);
    expect(parseCartLink(null)).toEqual([]);
  });

  it('sets linked lines to their quantity and keeps the rest of the cart', () => {
    addToCart(3, 1);
    addToCart(12, 5);
    for (const item of parseCartLink('12:1,34:2')) setLine(item.productId, item.quantity);
    setLine(34, 2);
    expect(readCart()).toEqual([
      { productId: 3, quantity: 1 },
      { productId: 12, quantity: 1 },
      { productId: 34, quantity: 2 },
    ]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart)!)).toHaveLength(3);
  });

  it('applies add_to_cart and update_cart (0 removes, a missing line is added)', () => {
    applyCartAction({ type: 'add_to_cart', productId: 9, quantity: 1 });
    applyCartAction({ type: 'add_to_cart', productId: 9, quantity: 2 });
    applyCartAction({ type: 'update_cart', productId: 4, quantity: 2 });
    expect(readCart()).toEqual([
      { productId: 9, quantity: 3 },
      { productId: 4, quantity: 2 },
    ]);
    applyCartAction({ type: 'update_cart', productId: 9, quantity: 0 });
    expect(readCart()).toEqual([{ productId: 4, quantity: 2 }]);
  });
});
