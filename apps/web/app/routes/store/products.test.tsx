import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchResult } from '@seoul-glow/shared';
import type { GuideLinkItem } from '~/features/guide/guide-links';
import { NO_FILTERS, type ListFilters } from '~/features/catalog/list-filters';
import ProductsPage from './products';

afterEach(cleanup);

function renderList(
  result: SearchResult,
  state: { q?: string; category?: string; page?: number } = {},
  filters: Partial<ListFilters> = {},
  { nextLoads = true, guide = [] as GuideLinkItem[] } = {},
) {
  let loads = 0;
  const Stub = createRoutesStub([
    {
      path: '/products',
      // The route module's component, fed the loader's shape. With `nextLoads` false, only the
      // first list loads: a navigation after it stays pending.
      Component: ProductsPage as never,
      loader: () =>
        loads++ > 0 && !nextLoads
          ? new Promise<never>(() => {})
          : {
              result,
              categories: ['Skincare', 'Makeup'],
              state: { q: '', category: '', sort: 'featured', page: 1, ...state },
              filters: { ...NO_FILTERS, ...filters },
              labels: {
                'skinType:dry': 'Dry skin',
                'skinType:oily': 'Oily skin',
                'concern:acne': 'Acne & blemishes',
                'productType:toner': 'Toner',
                'freeFrom:fragrance': 'Fragrance',
                'claim:fragrance': 'Fragrance-free',
                'ingredient:niacinamide': 'With Niacinamide',
              },
              guide,
              origin: 'http://shop.test',
            },
    },
  ]);
  render(<Stub initialEntries={['/products']} />);
}

const noFacets = { skinType: [], concern: [], productType: [], freeFrom: [], brand: [] };
const empty: SearchResult = { items: [], total: 0, page: 1, pageSize: 24, facets: noFacets };

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

  it('a beauty filter with no match also offers Clear Filters', async () => {
    renderList(empty, {}, { skinType: ['dry'] });
    expect(await screen.findByRole('heading', { name: 'No Products Found' })).toBeTruthy();
  });
});

describe('product list filters (docs/product.md#screens-and-routes)', () => {
  const facets = {
    skinType: [
      { value: 'dry', count: 4 },
      { value: 'oily', count: 2 },
    ],
    concern: [{ value: 'acne', count: 3 }],
    productType: [
      { value: 'toner', count: 2 },
      { value: 'serum', count: 1 },
    ],
    freeFrom: [{ value: 'fragrance', count: 5 }],
    brand: [{ value: 'Soonsu', count: 3 }],
  };

  it('offers each value with its count as a link that adds it, keeping the others in the URL', async () => {
    renderList({ ...empty, total: 4, facets }, { category: 'Skincare' }, { skinType: ['dry'] });
    const panel = await screen.findByRole('complementary', { name: 'Filters' });
    const concern = panel.querySelector('a[href*="concern=acne"]');
    expect(concern?.getAttribute('href')).toBe('/products?category=Skincare&skinType=dry&concern=acne');
    expect(concern?.textContent).toContain('3');
    // A chosen value links to the list without it.
    const dry = [...panel.querySelectorAll('a')].find((a) => a.textContent?.startsWith('Dry skin'));
    expect(dry?.getAttribute('aria-current')).toBe('true');
    expect(dry?.getAttribute('href')).toBe('/products?category=Skincare');
  });

  it('while a filter loads, shows it chosen and keeps it in every other link', async () => {
    // A shopper who picks a second filter before the first has loaded keeps both.
    renderList({ ...empty, total: 4, facets }, { category: 'Skincare' }, {}, { nextLoads: false });
    const panel = await screen.findByRole('complementary', { name: 'Filters' });
    const link = (start: string) =>
      [...panel.querySelectorAll('a')].find((a) => a.textContent?.startsWith(start));
    fireEvent.click(link('Dry skin')!);
    await screen.findByText('Loading...');
    expect(link('Dry skin')?.getAttribute('aria-current')).toBe('true');
    expect(link('Acne')?.getAttribute('href')).toBe('/products?category=Skincare&skinType=dry&concern=acne');
    const chips = screen.getByRole('group', { name: 'Filters in use' });
    expect(chips.querySelector('a')?.textContent).toBe('Dry skin: remove this filter');
  });

  it('shows every filter in use as a removable chip, and Clear Filters keeps the search', async () => {
    renderList(
      { ...empty, total: 1, facets },
      { q: 'toner' },
      {
        skinType: ['oily'],
        freeFrom: ['fragrance'],
        ingredient: ['niacinamide'],
        minPrice: 10,
        inStock: true,
      },
    );
    const chips = await screen.findByRole('group', { name: 'Filters in use' });
    const labels = [...chips.querySelectorAll('a')].map((a) => a.textContent);
    expect(labels).toEqual([
      'Oily skin: remove this filter',
      'Fragrance-free: remove this filter',
      'With Niacinamide: remove this filter',
      'From $10.00: remove this filter',
      'In stock: remove this filter',
      'Clear Filters',
    ]);
    const clear = [...chips.querySelectorAll('a')].at(-1)!;
    expect(clear.getAttribute('href')).toBe('/products?q=toner');
    const chip = chips.querySelector('a')!;
    expect(chip.getAttribute('href')).toBe(
      '/products?q=toner&ingredient=niacinamide&freeFrom=fragrance&minPrice=10&inStock=1',
    );
  });
});

describe('the guide’s answers above a question’s products (docs/product.md#the-skincare-guide)', () => {
  const answer: GuideLinkItem = {
    slug: 'double-cleansing',
    title: 'Double cleansing: why and how',
    summary: 'An oil cleanser first, then a gentle water-based one.',
  };

  it('shows the articles in a box before the product grid, each linking its page', async () => {
    renderList(empty, { q: 'how to double cleanse' }, {}, { guide: [answer] });
    const box = await screen.findByRole('region', { name: 'From the Skincare Guide' });
    const link = within(box).getByRole('link', { name: /Double cleansing: why and how/ });
    expect(link.getAttribute('href')).toBe('/guide/double-cleansing');
    const grid = screen.getByRole('region', { name: 'Products' });
    expect(box.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no box when the loader found no answer (a product query)', async () => {
    renderList(empty, { q: 'snail essence' });
    expect(await screen.findByRole('region', { name: 'Products' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'From the Skincare Guide' })).toBeNull();
  });
});
