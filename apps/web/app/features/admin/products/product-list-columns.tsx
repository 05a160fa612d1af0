import { Star } from 'lucide-react';
import { missingBeautyFields, type AdminProduct, type Product } from '@seoul-glow/shared';
import type { Column } from '~/components/admin/data-table';
import { ProductThumb } from '~/components/admin/product-thumb';
import { RowAction } from '~/components/admin/row-action';
import { Badge } from '~/components/ui/badge';
import { formatUsd, formatWeight } from '~/lib/admin/format';

const editPath = (p: Product) => `/admin/products/${p.id}/edit`;

const FIELD_NAMES = {
  brand: 'brand',
  productType: 'product type',
  ingredients: 'ingredients',
  size: 'size',
  howToUse: 'how to use',
} as const;

/** docs/product.md#screens-and-routes: a product still lacking beauty facts says which. */
export function MissingBeautyBadge({ product }: { product: Product }) {
  const missing = missingBeautyFields(product);
  if (missing.length === 0) return null;
  const which = missing.map((f) => FIELD_NAMES[f]).join(', ');
  // Which fields, in plain sight: a title tooltip never shows on a touch screen.
  return (
    <span className="flex flex-col items-start gap-0.5">
      <Badge tone="yellow">Missing beauty data</Badge>
      <span className="text-xs font-normal text-ink-muted">
        <span className="sr-only">Missing: </span>
        {which}
      </span>
    </span>
  );
}

/** Stock, and how many shoppers asked to hear when a sold-out product is back. */
function StockCell({ product }: { product: AdminProduct }) {
  const waiting = product.waitingForStock;
  return (
    <div className="flex flex-col items-start gap-1">
      {product.stockQuantity === 0 ? <Badge tone="red">Out of stock</Badge> : product.stockQuantity}
      {waiting > 0 ? (
        <span className="text-xs whitespace-nowrap text-ink-muted">
          {waiting} waiting{product.stockQuantity === 0 ? '' : ' (mail on its way)'}
        </span>
      ) : null}
    </div>
  );
}

function FeaturedBadge() {
  return (
    <Badge tone="gold">
      <Star aria-hidden="true" className="size-3" /> Featured
    </Badge>
  );
}

/** The products table: image, name, id and Featured badge, category, price, stock, weight, actions. */
export function productColumns(remove: (p: AdminProduct) => void): Column<AdminProduct>[] {
  return [
    {
      header: 'Product',
      cell: (p) => (
        <div className="flex items-center gap-3">
          <ProductThumb file={p.images[0]} px={48} />
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 font-semibold">
              {p.name}
              {p.isFeatured ? <FeaturedBadge /> : null}
              <MissingBeautyBadge product={p} />
            </p>
            <p className="text-xs text-ink-muted">ID: {p.id}</p>
          </div>
        </div>
      ),
    },
    {
      header: 'Category',
      cell: (p) => p.categoryName ?? <span className="text-ink-muted">Uncategorized</span>,
    },
    { header: 'Price', cell: (p) => formatUsd(p.price), className: 'tabular-nums' },
    { header: 'Stock', cell: (p) => <StockCell product={p} />, className: 'tabular-nums' },
    { header: 'Weight', cell: (p) => formatWeight(p.weight), className: 'tabular-nums' },
    {
      header: 'Actions',
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (p) => (
        <>
          <RowAction action="edit" place="table" label={`Edit ${p.name}`} to={editPath(p)} />
          <RowAction action="delete" place="table" label={`Delete ${p.name}`} onClick={() => remove(p)} />
        </>
      ),
    },
  ];
}

/** One product on a phone, where the table's columns do not fit. */
export function ProductCardRow({
  product: p,
  remove,
}: {
  product: AdminProduct;
  remove: (p: AdminProduct) => void;
}) {
  return (
    <>
      <ProductThumb file={p.images[0]} px={64} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">{p.name}</p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-muted">
          <span>ID: {p.id}</span>
          <span>{p.categoryName ?? 'Uncategorized'}</span>
          {p.isFeatured ? <FeaturedBadge /> : null}
          <MissingBeautyBadge product={p} />
        </p>
        <p className="mt-1 text-sm text-ink tabular-nums">
          {formatUsd(p.price)} · {formatWeight(p.weight)} ·{' '}
          {p.stockQuantity === 0 ? 'Out of stock' : `${p.stockQuantity} in stock`}
          {p.waitingForStock > 0 ? ` · ${p.waitingForStock} waiting` : ''}
        </p>
      </div>
      <div className="flex shrink-0 flex-col">
        <RowAction action="edit" place="card" label={`Edit ${p.name}`} to={editPath(p)} />
        <RowAction action="delete" place="card" label={`Delete ${p.name}`} onClick={() => remove(p)} />
      </div>
    </>
  );
}
