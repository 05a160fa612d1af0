import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '@seoul-glow/shared';
import { MissingBeautyBadge } from './product-list-columns';

afterEach(cleanup);

const beauty = {
  brand: 'Soonsu',
  productType: 'toner',
  skinTypes: [],
  concerns: [],
  ingredients: ['Water'],
  keyIngredients: [],
  freeFrom: [],
  size: '150 ml',
  howToUse: 'Pat in.',
};

describe('the admin list’s missing beauty data badge', () => {
  it('names the missing fields in plain sight, not in a tooltip a touch screen never shows', () => {
    const product = { ...beauty, brand: '', size: '' } as unknown as Product;
    const { container } = render(<MissingBeautyBadge product={product} />);
    expect(screen.getByText('Missing beauty data')).toBeTruthy();
    const which = screen.getByText('brand, size');
    expect(which.className).not.toContain('sr-only');
    expect(container.querySelector('[title]')).toBeNull();
  });

  it('shows nothing for a product with every fact', () => {
    const { container } = render(<MissingBeautyBadge product={beauty as unknown as Product} />);
    expect(container.textContent).toBe('');
  });
});
