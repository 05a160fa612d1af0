import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Package } from 'lucide-react';
import { MESSAGES, api, type AdminProduct, type ProductType } from '@seoul-glow/shared';
import { DataTable } from '~/components/admin/data-table';
import { confirmAndDelete } from '~/components/admin/flash-message';
import { AdminPageHeader } from '~/components/admin/page-header';
import { Pager } from '~/components/admin/pager';
import { Alert } from '~/components/ui/alert';
import { Button, ButtonLink } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { adminApi } from '~/lib/admin/admin-api';
import { adminKeys, adminProductsQuery, catalogCategoriesQuery } from '~/lib/admin/admin-queries';
import { ADMIN_PAGE_SIZE } from '~/lib/admin/paging';
import { useFlash } from '~/lib/admin/use-flash';
import { queryErrorText } from '~/lib/query-client';
import { useDebounced } from '~/lib/use-debounced';
import { CsvActions } from './csv-actions';
import { ProductCardRow, productColumns } from './product-list-columns';
import {
  NO_PRODUCT_LIST_FILTERS,
  ProductListFilters,
  filtersFromParams,
  filtersToSearch,
  type ProductListFilterValues,
} from './product-list-filters';

const LOAD = { failed: MESSAGES.product.loadFailed, exception: MESSAGES.product.loadException };

/** Admin products (docs/product.md#screens-and-routes): search, category filter, table, edit, delete. */
export function ProductsPage() {
  const [filters, setFilterState] = useState<ProductListFilterValues>(() =>
    typeof window === 'undefined'
      ? NO_PRODUCT_LIST_FILTERS
      : filtersFromParams(new URLSearchParams(window.location.search)),
  );
  // The URL follows the filters without a navigation (each keystroke of the search would be one),
  // keeping the router's history entry as it is.
  const setFilters = (next: ProductListFilterValues) => {
    setFilterState(next);
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${filtersToSearch(next)}`,
    );
  };
  const [page, setPage] = useState(1);
  const search = useDebounced(filters.q.trim());
  const query = {
    page,
    pageSize: ADMIN_PAGE_SIZE,
    q: search || undefined,
    categoryId: filters.categoryId || undefined,
    productType: (filters.productType || undefined) as ProductType | 'none' | undefined,
    missingBeauty: filters.missingBeauty ? ('1' as const) : undefined,
  };
  const list = useQuery({ ...adminProductsQuery(query), placeholderData: keepPreviousData });
  const error = queryErrorText(list.error, LOAD);
  const categories = useQuery(catalogCategoriesQuery());
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: adminKeys.products });
  const { flash, show } = useFlash();

  const remove = (product: AdminProduct) =>
    void confirmAndDelete({
      confirm: MESSAGES.product.deleteConfirm,
      run: () => adminApi(api.admin.products.remove, { query: { id: product.id } }),
      done: `“${product.name}” was deleted.`,
      failed: MESSAGES.product.deleteFailed,
      show,
      reload,
    });
  const clearFilters = () => (setFilters(NO_PRODUCT_LIST_FILTERS), setPage(1));
  const filtered = Boolean(search || filters.categoryId || filters.productType || filters.missingBeauty);

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Products"
        description={list.data ? `${list.data.total.toLocaleString('en-US')} products` : 'Your catalog'}
        actions={
          <CsvActions
            show={(tone, text) => {
              show(tone, text);
              if (tone === 'success') reload();
            }}
          />
        }
      />
      <ProductListFilters
        values={filters}
        categories={categories.data ?? []}
        onChange={(next) => (setFilters(next), setPage(1))}
      />
      {flash ? <Alert tone={flash.tone}>{flash.text}</Alert> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <DataTable
        label="Products table"
        caption="Products"
        columns={productColumns(remove)}
        rows={list.data?.items ?? []}
        rowKey={(p) => p.id}
        loading={list.isFetching && !list.data}
        busy={list.isFetching}
        minWidth="min-w-[46rem]"
        hover
        cards={{
          label: 'Products',
          className: 'flex gap-3 p-3',
          render: (p) => <ProductCardRow product={p} remove={remove} />,
        }}
        empty={
          <EmptyState
            icon={<Package aria-hidden="true" className="size-6" />}
            title={filtered ? 'No Products Found' : 'No Products Yet'}
            description={
              filtered
                ? 'No product matches your search or filters.'
                : 'Add your first product to start selling.'
            }
            action={
              filtered ? (
                <Button variant="secondary" onClick={clearFilters}>
                  Clear Filters
                </Button>
              ) : (
                <ButtonLink to="/admin/products/new">Add Product</ButtonLink>
              )
            }
          />
        }
        footer={
          <Pager
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            total={list.data?.total ?? 0}
            onPage={setPage}
            noun="products"
          />
        }
      />
    </div>
  );
}
