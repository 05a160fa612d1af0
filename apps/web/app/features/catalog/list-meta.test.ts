import { describe, expect, it } from 'vitest';
import { NO_FILTERS, type ListFilters } from './list-filters';
import { listMeta } from './list-meta';

const origin = 'https://shop.test';
const state = { q: '', category: 'Skincare', sort: 'featured' as const, page: 1 };

function meta(filters: Partial<ListFilters>, total = 3, q = '') {
  const tags = listMeta({
    state: { ...state, q },
    origin,
    result: { total },
    filters: { ...NO_FILTERS, ...filters },
  });
  const canonical = tags.find((t) => 'rel' in t && t.rel === 'canonical') as { href: string };
  const noindex = tags.some((t) => 'name' in t && t.name === 'robots');
  return { canonical: decodeURIComponent(canonical.href.slice(origin.length)), noindex };
}

describe('the product list canonical URL', () => {
  it('keeps the lasting filters, without price, stock or values the store does not know', () => {
    expect(
      meta({
        skinType: ['dry', 'greasy'],
        concern: ['acne'],
        freeFrom: ['fragrance', 'glitter'],
        minPrice: 5,
        inStock: true,
      }).canonical,
    ).toBe('/products?category=Skincare&skinType=dry&concern=acne&freeFrom=fragrance');
    expect(meta({ skinType: ['greasy'], productType: 'hoverboard' }).canonical).toBe(
      '/products?category=Skincare',
    );
    expect(meta({ productType: 'serum' }).canonical).toBe('/products?category=Skincare&productType=serum');
  });

  it('gives one canonical URL to the same filters in another order or case', () => {
    const a = meta({ freeFrom: ['fragrance', 'alcohol'], skinType: ['oily', 'dry', 'dry'], brand: 'SOONSU' });
    const b = meta({ freeFrom: ['alcohol', 'fragrance'], skinType: ['dry', 'oily'], brand: ' soonsu' });
    expect(a.canonical).toBe(b.canonical);
    expect(a.canonical).toBe(
      '/products?category=Skincare&skinType=dry,oily&freeFrom=fragrance,alcohol&brand=soonsu',
    );
    expect(meta({ ingredient: ['Niacinamide', 'centella'] }).canonical).toBe(
      meta({ ingredient: ['centella', 'niacinamide'] }).canonical,
    );
  });

  it('keeps searches, lists of more than two filters and filtered lists that find nothing out of indexes', () => {
    expect(meta({ skinType: ['dry'] }).noindex).toBe(false);
    expect(meta({}, 0).noindex).toBe(false);
    expect(meta({ skinType: ['greasy'] }, 0).noindex).toBe(true);
    expect(meta({ skinType: ['dry', 'oily'], concern: ['acne'] }).noindex).toBe(true);
    expect(meta({}, 3, 'serum').noindex).toBe(true);
  });
});
