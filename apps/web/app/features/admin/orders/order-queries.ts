import { queryOptions } from '@tanstack/react-query';
import { api, type RouteInput } from '@seoul-glow/shared';
import { adminData } from '~/lib/admin/admin-api';

/** Everything the orders page shows; a status change invalidates it all (list counts, details). */
export const orderKeys = { all: ['admin', 'orders'] as const };

export type OrderListQuery = RouteInput<typeof api.admin.orders.list>['query'];

/** One page of orders, as searched and filtered, with the count per status. */
export const orderListQuery = (query: OrderListQuery) =>
  queryOptions({
    queryKey: [...orderKeys.all, 'list', query],
    queryFn: ({ signal }) => adminData(api.admin.orders.list, { query, signal }),
  });

/** One order whole, for the details modal. */
export const orderDetailsQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...orderKeys.all, 'details', orderId],
    queryFn: ({ signal }) => adminData(api.admin.orders.details, { query: { orderId }, signal }),
  });
