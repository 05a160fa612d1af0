import { describe, expect, it } from 'vitest';
import { NO_PRODUCT_LIST_FILTERS, filtersFromParams, filtersToSearch } from './product-list-filters';

const read = (search: string) => filtersFromParams(new URLSearchParams(search));

describe('the admin product list filters in the URL', () => {
  it('opens the list filtered from a link', () => {
    expect(read('?missingBeauty=1')).toEqual({ ...NO_PRODUCT_LIST_FILTERS, missingBeauty: true });
    expect(read('?q=serum&categoryId=3&productType=toner')).toEqual({
      q: 'serum',
      categoryId: '3',
      productType: 'toner',
      missingBeauty: false,
    });
    expect(read('?productType=none&categoryId=none')).toMatchObject({
      productType: 'none',
      categoryId: 'none',
    });
  });

  it('leaves out what the list cannot filter by', () => {
    expect(read('?categoryId=abc&productType=potion&missingBeauty=yes')).toEqual(NO_PRODUCT_LIST_FILTERS);
    expect(read(`?q=${'x'.repeat(500)}`).q).toHaveLength(200);
  });

  it('writes only the filters in use, and reads back what it wrote', () => {
    expect(filtersToSearch(NO_PRODUCT_LIST_FILTERS)).toBe('');
    const values = { q: 'snail mucin', categoryId: '2', productType: 'essence', missingBeauty: true };
    expect(filtersToSearch(values)).toBe('?q=snail+mucin&categoryId=2&productType=essence&missingBeauty=1');
    expect(read(filtersToSearch(values))).toEqual(values);
  });
});
