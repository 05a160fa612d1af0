import { describe, expect, it } from 'vitest';
import { CONCERNS, HAIR_CONCERNS } from '@seoul-glow/shared';
import { concernOptionsFor } from './beauty-fields';

const values = (category: string | undefined, chosen: string[] = []) =>
  concernOptionsFor(category, chosen).map((o) => o.value);

describe('the product form concern chips', () => {
  it('offers hair and scalp concerns for hair products only', () => {
    expect(values('Haircare')).toEqual([...CONCERNS]);
    for (const category of ['Skincare', 'makeup', 'Fragrances']) {
      expect(values(category)).toEqual(CONCERNS.filter((c) => !HAIR_CONCERNS.includes(c)));
      expect(values(category)).toContain('acne');
    }
  });

  it('offers every concern for a category the store does not know, or before one is chosen', () => {
    expect(values(undefined)).toEqual([...CONCERNS]);
    expect(values('Gift sets')).toEqual([...CONCERNS]);
  });

  it('keeps a concern the product already has on show, so an edit does not hide it', () => {
    expect(values('Skincare', ['frizz'])).toContain('frizz');
    expect(values('Skincare', ['frizz'])).not.toContain('damaged-hair');
  });
});
