import { MESSAGES, api } from '@seoul-glow/shared';
import { Alert } from '~/components/ui/alert';
import { ButtonLink } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { LoadingBlock } from '~/components/ui/spinner';
import { useAdminQuery } from '~/lib/admin/admin-api';
import { AdminPageHeader } from '~/components/admin/page-header';
import { ProductForm } from './product-form';

const LOAD = { failed: MESSAGES.product.loadFailed, exception: MESSAGES.product.loadException };

/** /admin/products/new and /admin/products/{id}/edit. */
export function ProductEditorPage({ productId }: { productId?: number }) {
  const categories = useAdminQuery(api.catalog.listCategories, {}, LOAD);
  const product = useAdminQuery(api.catalog.product, productId ? { params: { id: productId } } : null, LOAD);
  const editing = productId !== undefined;
  const waiting = categories.loading || (editing && product.loading && !product.error);
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={editing ? 'Edit Product' : 'Add New Product'}
        description={editing ? product.data?.name : 'Create a product for the store.'}
        actions={
          <ButtonLink to="/admin/products" variant="secondary">
            Back to Products
          </ButtonLink>
        }
      />
      {categories.error ? <Alert tone="error">{categories.error}</Alert> : null}
      {waiting ? (
        <LoadingBlock />
      ) : editing && !product.data ? (
        <EmptyState
          title="Product Not Found"
          description="This product no longer exists."
          action={<ButtonLink to="/admin/products">Back to Products</ButtonLink>}
        />
      ) : categories.data ? (
        <ProductForm key={product.data?.id ?? 'new'} categories={categories.data} product={product.data} />
      ) : null}
    </div>
  );
}
