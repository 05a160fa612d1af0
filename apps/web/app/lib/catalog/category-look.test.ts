import { describe, expect, it } from 'vitest';
import { categoryLook } from './category-look';

describe('categoryLook', () => {
  it("gives the store's categories their own look, whatever the case", () => {
    expect(categoryLook(' Skincare ')).toBe(categoryLook('skincare'));
    expect(categoryLook('Skincare')).not.toBe(categoryLook('Makeup'));
  });

  it("gives a new category, also one named like Object.prototype's members, the neutral look", () => {
    const neutral = categoryLook('Gift Sets');
    for (const name of ['Constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(categoryLook(name), name).toBe(neutral);
    }
  });
});
