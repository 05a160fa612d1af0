import { useState } from 'react';
import { Package, Plus } from 'lucide-react';
import { MESSAGES, api, type Product } from '@seoul-glow/shared';
import { DataTable } from '~/components/admin/data-table';
import { confirmAndDelete } from '~/components/admin/flash-message';
import { FilterSelect, SearchField } from '~/components/admin/list-filters';
import { AdminPageHeader } from '~/components/admin/page-header';
import { Pager } from '~/components/admin/pager';
import { Alert } from '~/components/ui/alert';
import { Button, ButtonLink } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { adminApi, useAdminQuery } from '~/lib/admin/admin-api';
import { ADMIN_PAGE_SIZE } from '~/lib/admin/paging';
import { useFlash } from '~/lib/admin/use-flash';
import { useDebounced } from '~/lib/use-debounced';
import { ProductCardRow, productColumns } from './product-list-columns';

const LOAD = { failed: MESSAGES.product.loadFailed, exception: MESSAGES.product.loadException };

/** Admin products (docs/product.md#screens-and-routes): search, category filter, table, edit, delete. */
export function ProductsPage() {
  const [q, setQ] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebounced(q.trim());
  const query = {
    page,
    pageSize: ADMIN_PAGE_SIZE,
    q: search || undefined,
    categoryId: categoryId || undefined,
  };
  const list = useAdminQuery(api.admin.products.list, { query }, LOAD);
  const categories = useAdminQuery(api.catalog.listCategories, {}, LOAD);
  const { flash, show } = useFlash();

  const remove = (product: Product) =>
    void confirmAndDelete({
      confirm: MESSAGES.product.deleteConfirm,
      run: () => adminApi(api.admin.products.remove, { query: { id: product.id } }),
      done: `“${product.name}” was deleted.`,
      failed: MESSAGES.product.deleteFailed,
      show,
      reload: list.reload,
    });
  const clearFilters = () => (setQ(''), setCategoryId(''), setPage(1));
  const filtered = Boolean(search || categoryId);

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Products"
        description={list.data ? `${list.data.total.toLocaleString('en-US')} products` : 'Your catalog'}
        actions={
          <ButtonLink to="/admin/products/new">
            <Plus aria-hidden="true" className="size-4" /> Add Product
          </ButtonLink>
        }
      />
      <div className="grid gap-3 sm:grid-cols-[1fr_16rem]">
        <SearchField
          label="Search products"
          value={q}
          onChange={(v) => (setQ(v), setPage(1))}
          placeholder="Search by name or description"
        />
        <FilterSelect
          label="Filter by category"
          value={categoryId}
          onChange={(v) => (setCategoryId(v), setPage(1))}
        >
          <option value="">All Categories</option>
          {(categories.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
          <option value="none">Uncategorized</option>
        </FilterSelect>
      </div>
      {flash ? <Alert tone={flash.tone}>{flash.text}</Alert> : null}
      {list.error ? <Alert tone="error">{list.error}</Alert> : null}
      <DataTable
        label="Products table"
        caption="Products"
        columns={productColumns(remove)}
        rows={list.data?.items ?? []}
        rowKey={(p) => p.id}
        loading={list.loading && !list.data}
        busy={list.loading}
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
                ? 'No product matches your search or category.'
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
