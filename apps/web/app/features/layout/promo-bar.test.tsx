import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PromoBar } from './promo-bar';

afterEach(cleanup);

const code = { code: 'GLOW10', kind: 'percent' as const, value: 10, firstOrderOnly: true, endsAt: null };
const product = { id: 7, name: 'Snail Mucin Essence' };

describe('the header promo (docs/product.md#what-the-store-does)', () => {
  it('names the code the admin put in the header, with a link to the products', () => {
    render(<PromoBar promo={product} code={code} />, { wrapper: MemoryRouter });
    const bar = screen.getByRole('complementary', { name: 'Promotion' });
    expect(bar.textContent).toContain('Get 10% off your first purchase with code GLOW10');
    expect(screen.getByRole('link', { name: 'Shop now' }).getAttribute('href')).toBe('/products');
    expect(bar.textContent).not.toContain(product.name);
  });

  it("without a code, names a featured product as the first specification's line did", () => {
    render(<PromoBar promo={product} code={null} />, { wrapper: MemoryRouter });
    const bar = screen.getByRole('complementary', { name: 'Promotion' });
    expect(bar.textContent).toBe('Get your first purchase with Snail Mucin Essence');
    expect(screen.getByRole('link', { name: product.name }).getAttribute('href')).toBe('/products/7');
  });

  it('shows nothing with neither', () => {
    render(<PromoBar promo={null} code={null} />, { wrapper: MemoryRouter });
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
