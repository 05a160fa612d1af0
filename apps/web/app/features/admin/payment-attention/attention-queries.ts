import { queryOptions } from '@tanstack/react-query';
import { api, type RouteInput } from '@seoul-glow/shared';
import { adminData } from '~/lib/admin/admin-api';

export type AttentionQuery = RouteInput<typeof api.admin.orders.paymentsNeedingAttention>['query'];

/** One page of the payments placed late or refunded, with the count per outcome. */
export const attentionQuery = (query: AttentionQuery) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'attention', query],
    queryFn: ({ signal }) => adminData(api.admin.orders.paymentsNeedingAttention, { query, signal }),
  });
