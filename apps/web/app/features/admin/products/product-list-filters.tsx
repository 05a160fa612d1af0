import { PRODUCT_TYPE_LABELS, PRODUCT_TYPE_VALUES, type Category } from '@seoul-glow/shared';
import { FilterSelect, SearchField } from '~/components/admin/list-filters';

export interface ProductListFilterValues {
  q: string;
  categoryId: string;
  productType: string;
  missingBeauty: boolean;
}

export const NO_PRODUCT_LIST_FILTERS: ProductListFilterValues = {
  q: '',
  categoryId: '',
  productType: '',
  missingBeauty: false,
};

/**
 * The filters as the page's URL holds them (`?q=&categoryId=&productType=&missingBeauty=1`, the
 * names of `GET /Products/adminList`), so a link or a reload opens the list filtered.
 */
export function filtersFromParams(params: URLSearchParams): ProductListFilterValues {
  const type = params.get('productType') ?? '';
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    categoryId: /^(?:\d{1,9}|none)$/.test(params.get('categoryId') ?? '') ? params.get('categoryId')! : '',
    productType: type === 'none' || (PRODUCT_TYPE_VALUES as readonly string[]).includes(type) ? type : '',
    missingBeauty: params.get('missingBeauty') === '1',
  };
}

/** The URL's query for the filters, without the ones not in use. */
export function filtersToSearch(values: ProductListFilterValues): string {
  const params = new URLSearchParams();
  if (values.q) params.set('q', values.q);
  if (values.categoryId) params.set('categoryId', values.categoryId);
  if (values.productType) params.set('productType', values.productType);
  if (values.missingBeauty) params.set('missingBeauty', '1');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Search, category, product type and "missing beauty data" above the admin products table. */
export function ProductListFilters({
  values,
  categories,
  onChange,
}: {
  values: ProductListFilterValues;
  categories: Category[];
  onChange: (next: ProductListFilterValues) => void;
}) {
  const set = <K extends keyof ProductListFilterValues>(key: K, value: ProductListFilterValues[K]) =>
    onChange({ ...values, [key]: value });
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-[1fr_14rem_14rem_auto]">
      <SearchField
        label="Search products"
        value={values.q}
        onChange={(v) => set('q', v)}
        placeholder="Search by name or description"
      />
      <FilterSelect
        label="Filter by category"
        value={values.categoryId}
        onChange={(v) => set('categoryId', v)}
      >
        <option value="">All Categories</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
        <option value="none">Uncategorized</option>
      </FilterSelect>
      <FilterSelect label="Filter by type" value={values.productType} onChange={(v) => set('productType', v)}>
        <option value="">All Types</option>
        {PRODUCT_TYPE_VALUES.map((t) => (
          <option key={t} value={t}>
            {PRODUCT_TYPE_LABELS[t]}
          </option>
        ))}
        <option value="none">No type</option>
      </FilterSelect>
      <label className="flex min-h-11 items-center gap-2.5 rounded-full border border-line bg-surface px-4 text-sm font-medium text-ink">
        <input
          type="checkbox"
          checked={values.missingBeauty}
          onChange={(e) => set('missingBeauty', e.target.checked)}
          className="size-4.5 accent-blush-600"
        />
        Missing beauty data
      </label>
    </div>
  );
}
