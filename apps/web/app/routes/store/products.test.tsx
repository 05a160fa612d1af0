import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchResult } from '@seoul-glow/shared';
import ProductsPage from './products';

afterEach(cleanup);

function renderList(result: SearchResult, state: { q?: string; category?: string; page?: number } = {}) {
  const Stub = createRoutesStub([
    {
      path: '/products',
      // The route module's component, fed the loader's shape.
      Component: ProductsPage as never,
      loader: () => ({
        result,
        categories: ['Skincare', 'Makeup'],
        state: { q: '', category: '', sort: 'featured', page: 1, ...state },
        origin: 'http://shop.test',
      }),
    },
  ]);
  render(<Stub initialEntries={['/products']} />);
}

const empty: SearchResult = { items: [], total: 0, page: 1, pageSize: 24 };

describe('product list empty states (docs/product.md#screens-and-routes)', () => {
  it("an empty catalog shows 'No Products Available' without Clear Filters", async () => {
    renderList(empty);
    expect(await screen.findByRole('heading', { name: 'No Products Available' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Clear Filters' })).toBeNull();
    expect(screen.getByText('Showing 0 product(s)', { exact: false })).toBeTruthy();
  });

  it("a search or filter with no match shows 'No Products Found' with Clear Filters", async () => {
    renderList(empty, { q: 'nothing' });
    expect(await screen.findByRole('heading', { name: 'No Products Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clear Filters' }).getAttribute('href')).toBe('/products');
  });

  it("a page past the end counts as 'No Products Found', not an empty catalog", async () => {
    renderList({ ...empty, total: 30, page: 9 }, { page: 9 });
    expect(await screen.findByRole('heading', { name: 'No Products Found' })).toBeTruthy();
  });
});
