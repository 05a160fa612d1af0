import { queryOptions } from '@tanstack/react-query';
import { api } from '@seoul-glow/shared';
import { callApi } from './api-client';

/**
 * Which card provider the store runs (api.payments.config): the checkout picks its card input by
 * it, the admin dashboard warns when it is the demo one. It changes only with a restart.
 */
export const paymentConfigQuery = () =>
  queryOptions({
    queryKey: ['payments', 'config'],
    queryFn: async ({ signal }) => (await callApi(api.payments.config, { signal })).data ?? null,
    staleTime: Infinity,
  });
