import { skipToken, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_SEARCH_PAGE_SIZE, api, type Product } from '@seoul-glow/shared';
import { callApi } from '~/lib/api-client';
import { useHydrated } from '~/lib/use-hydrated';
import { useWishlist } from '~/lib/wishlist/wishlist-store';

export type WishlistState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; products: Product[] };

/** One saved product as last fetched; null once the store no longer has it. */
const savedProductKey = (id: number) => ['wishlist', 'product', id] as const;

/**
 * The saved products, most recently saved first. Each product is cached on its own and only ids
 * not fetched yet are requested (one search for up to a page of them), so removing an item (or
 * saving one on another tab) updates the list without reloading it all. Ids of products that no
 * longer exist are skipped.
 */
export function useWishlistProducts(): { state: WishlistState; retry: () => void } {
  const ids = useWishlist();
  const hydrated = useHydrated();
  const client = useQueryClient();
  // Filled by the batch below, read here: watching each id keeps its entry and re-renders on it.
  const saved = useQueries({
    queries: ids.map((id) => ({
      queryKey: savedProductKey(id),
      queryFn: skipToken,
      staleTime: Infinity,
    })),
  });
  const need = ids
    .filter((_, i) => saved[i]!.data === undefined)
    .slice(-MAX_SEARCH_PAGE_SIZE)
    .join(',');
  const batch = useQuery({
    queryKey: ['wishlist', 'batch', need],
    queryFn: async ({ signal }) => {
      const res = await callApi(api.catalog.search, {
        query: { ids: need, pageSize: MAX_SEARCH_PAGE_SIZE },
        signal,
      });
      const found = new Map((res.data?.items ?? []).map((p) => [p.id, p]));
      for (const id of need.split(',').map(Number)) {
        client.setQueryData<Product | null>(savedProductKey(id), found.get(id) ?? null);
      }
      return need;
    },
    enabled: hydrated && need !== '',
  });

  let state: WishlistState;
  if (batch.isError && !batch.isFetching) state = { status: 'error' };
  else if (!hydrated || need) state = { status: 'loading' };
  else {
    const products = saved.flatMap((q) => (q.data as Product | null | undefined) ?? []);
    state = { status: 'ready', products: products.reverse() };
  }
  return { state, retry: () => void batch.refetch() };
}
