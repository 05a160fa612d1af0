import { queryOptions } from '@tanstack/react-query';
import { api } from '@seoul-glow/shared';
import { adminData } from '~/lib/admin/admin-api';

export const promotionKeys = {
  codes: ['admin', 'promotions', 'codes'] as const,
  samples: ['admin', 'promotions', 'samples'] as const,
};

/** Every promo code with its status, uses and revenue. */
export const promotionsQuery = () =>
  queryOptions({
    queryKey: promotionKeys.codes,
    queryFn: ({ signal }) => adminData(api.admin.promotions.list, { signal }),
  });

/** The free samples offered at checkout, with their stock and use. */
export const samplesQuery = () =>
  queryOptions({
    queryKey: promotionKeys.samples,
    queryFn: ({ signal }) => adminData(api.admin.promotions.samples, { signal }),
  });
