import { queryOptions } from '@tanstack/react-query';
import { api } from '@seoul-glow/shared';
import { adminData } from '~/lib/admin/admin-api';
import { adminKeys } from '~/lib/admin/admin-queries';

/**
 * The product the editor opens. Not kept once the editor closes (gcTime 0): a form filled from a
 * cached copy while the fresh one loads would show values the next save overwrites.
 */
export const editedProductQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminKeys.products, 'detail', id],
    queryFn: ({ signal }) => adminData(api.catalog.product, { params: { id }, signal }),
    gcTime: 0,
  });
