import { useState } from 'react';
import { Link } from 'react-router';
import { Package, Pencil, Plus, Search, Star, Trash2 } from 'lucide-react';
import { MESSAGES, productImageUrl, type Category, type Paged, type Product } from '@seoul-glow/shared';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button, ButtonLink } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { Input, Select } from '~/components/ui/field';
import { LoadingBlock } from '~/components/ui/spinner';
import { useAdminQuery } from '~/lib/admin/admin-api';
import { formatUsd, formatWeight } from '~/lib/admin/format';
import { AdminPageHeader, TablePanel, td, th } from '~/components/admin/page-header';
import { Pager } from '~/components/admin/pager';
import { useFlash } from '~/lib/admin/use-flash';
import { useDebounced } from '~/lib/use-debounced';
import { confirmAndDelete } from '~/components/admin/flash-message';

const PAGE_SIZE = 20;
const LOAD = { failed: MESSAGES.product.loadFailed, exception: MESSAGES.product.loadException };

/** SPEC §2 Admin products: search, category filter, table, edit and delete. Paged on the server. */
export function ProductsPage() {
  const [q, setQ] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebounced(q.trim());
  const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  if (search) params.set('q', search);
  if (categoryId) params.set('categoryId', categoryId);
  const list = useAdminQuery<Paged<Product>>(`/Products/adminList?${params}`, LOAD);
  const categories = useAdminQuery<Category[]>('/Products/getCategories', LOAD);
  const { flash, show } = useFlash();

  async function remove(product: Product) {
    await confirmAndDelete({
      confirm: MESSAGES.product.deleteConfirm,
      path: `/Products/deleteProduct?id=${product.id}`,
      done: `“${product.name}” was deleted.`,
      failed: MESSAGES.product.deleteFailed,
      show,
      reload: list.reload,
    });
  }

  const items = list.data?.items ?? [];
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
        <label className="relative block">
          <span className="sr-only">Search products</span>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted"
          />
          <Input
            type="search"
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
            placeholder="Search by name or description"
            className="pl-10"
          />
        </label>
        <label className="block">
          <span className="sr-only">Filter by category</span>
          <Select
            value={categoryId}
            onChange={(e) => {
              setCategoryId(e.target.value);
              setPage(1);
            }}
          >
            <option value="">All Categories</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
            <option value="none">Uncategorized</option>
          </Select>
        </label>
      </div>
      {flash ? <Alert tone={flash.tone}>{flash.text}</Alert> : null}
      {list.error ? <Alert tone="error">{list.error}</Alert> : null}
      {list.loading && !list.data ? (
        <LoadingBlock />
      ) : items.length === 0 ? (
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
              <Button variant="secondary" onClick={() => (setQ(''), setCategoryId(''), setPage(1))}>
                Clear Filters
              </Button>
            ) : (
              <ButtonLink to="/admin/products/new">Add Product</ButtonLink>
            )
          }
        />
      ) : (
        <>
          <ul className="space-y-3 md:hidden" aria-label="Products">
            {items.map((p) => (
              <li
                key={p.id}
                className="flex gap-3 rounded-card border border-line/70 bg-surface p-3 shadow-soft"
              >
                {p.images[0] ? (
                  <img
                    src={productImageUrl(p.images[0], 320)}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                    className="size-16 shrink-0 rounded-lg bg-canvas object-cover"
                  />
                ) : (
                  <span className="grid size-16 shrink-0 place-items-center rounded-lg bg-canvas text-ink-muted">
                    <Package aria-hidden="true" className="size-5" />
                  </span>
                )}
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-ink">{p.name}</p>
                  <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-muted">
                    <span>ID: {p.id}</span>
                    <span>{p.categoryName ?? 'Uncategorized'}</span>
                    {p.isFeatured ? (
                      <Badge tone="gold">
                        <Star aria-hidden="true" className="size-3" /> Featured
                      </Badge>
                    ) : null}
                  </p>
                  <p className="mt-1 text-sm text-ink tabular-nums">
                    {formatUsd(p.price)} · {formatWeight(p.weight)} ·{' '}
                    {p.stockQuantity === 0 ? 'Out of stock' : `${p.stockQuantity} in stock`}
                  </p>
                </div>
                <div className="flex shrink-0 flex-col">
                  <Link
                    to={`/admin/products/${p.id}/edit`}
                    aria-label={`Edit ${p.name}`}
                    className="grid size-11 place-items-center rounded-lg text-ink-muted hover:bg-blush-50 hover:text-blush-700"
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </Link>
                  <button
                    type="button"
                    onClick={() => void remove(p)}
                    aria-label={`Delete ${p.name}`}
                    className="grid size-11 place-items-center rounded-lg text-ink-muted hover:bg-red-50 hover:text-red-700"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <div className="hidden md:block">
            <TablePanel label="Products table">
              <table className="w-full min-w-[46rem]" aria-busy={list.loading}>
                <caption className="sr-only">Products</caption>
                <thead className="border-b border-line/70 bg-canvas/60">
                  <tr>
                    <th scope="col" className={th}>
                      Product
                    </th>
                    <th scope="col" className={th}>
                      Category
                    </th>
                    <th scope="col" className={th}>
                      Price
                    </th>
                    <th scope="col" className={th}>
                      Stock
                    </th>
                    <th scope="col" className={th}>
                      Weight
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      Actions
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line/60">
                  {items.map((p) => (
                    <tr key={p.id} className="hover:bg-canvas/50">
                      <td className={td}>
                        <div className="flex items-center gap-3">
                          {p.images[0] ? (
                            <img
                              src={productImageUrl(p.images[0], 320)}
                              alt=""
                              width={48}
                              height={48}
                              loading="lazy"
                              className="size-12 shrink-0 rounded-lg bg-canvas object-cover"
                            />
                          ) : (
                            <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-canvas text-ink-muted">
                              <Package aria-hidden="true" className="size-5" />
                            </span>
                          )}
                          <div className="min-w-0">
                            <p className="flex flex-wrap items-center gap-2 font-semibold">
                              {p.name}
                              {p.isFeatured ? (
                                <Badge tone="gold">
                                  <Star aria-hidden="true" className="size-3" /> Featured
                                </Badge>
                              ) : null}
                            </p>
                            <p className="text-xs text-ink-muted">ID: {p.id}</p>
                          </div>
                        </div>
                      </td>
                      <td className={td}>
                        {p.categoryName ?? <span className="text-ink-muted">Uncategorized</span>}
                      </td>
                      <td className={`${td} tabular-nums`}>{formatUsd(p.price)}</td>
                      <td className={`${td} tabular-nums`}>
                        {p.stockQuantity === 0 ? <Badge tone="red">Out of stock</Badge> : p.stockQuantity}
                      </td>
                      <td className={`${td} tabular-nums`}>{formatWeight(p.weight)}</td>
                      <td className={`${td} text-right whitespace-nowrap`}>
                        <Link
                          to={`/admin/products/${p.id}/edit`}
                          aria-label={`Edit ${p.name}`}
                          className="inline-grid size-10 place-items-center rounded-lg text-ink-muted hover:bg-blush-50 hover:text-blush-700"
                        >
                          <Pencil aria-hidden="true" className="size-4" />
                        </Link>
                        <button
                          type="button"
                          onClick={() => void remove(p)}
                          aria-label={`Delete ${p.name}`}
                          className="inline-grid size-10 place-items-center rounded-lg text-ink-muted hover:bg-red-50 hover:text-red-700"
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TablePanel>
          </div>
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={list.data?.total ?? 0}
            onPage={setPage}
            noun="products"
          />
        </>
      )}
    </div>
  );
}
