import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@seoul-glow/shared';
import { Alert } from '~/components/ui/alert';
import { ButtonLink } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { LoadingBlock } from '~/components/ui/spinner';
import { catalogCategoriesQuery } from '~/lib/admin/admin-queries';
import { queryErrorText } from '~/lib/query-client';
import { AdminPageHeader } from '~/components/admin/page-header';
import { ProductForm } from './product-form';
import { editedProductQuery } from './product-queries';

const LOAD = { failed: MESSAGES.product.loadFailed, exception: MESSAGES.product.loadException };

/** /admin/products/new and /admin/products/{id}/edit. */
export function ProductEditorPage({ productId }: { productId?: number }) {
  const categories = useQuery(catalogCategoriesQuery());
  const product = useQuery({ ...editedProductQuery(productId ?? 0), enabled: productId !== undefined });
  const categoriesError = queryErrorText(categories.error, LOAD);
  const editing = productId !== undefined;
  // The form starts from what it is given and is not reset under the admin's typing, so it waits
  // for the product as the server has it now (editedProductQuery keeps no copy between visits).
  const waiting = categories.isPending || (editing && product.isPending && !product.error);
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
      {categoriesError ? <Alert tone="error">{categoriesError}</Alert> : null}
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
