import { useEffect, useState } from 'react';
import { MAX_SEARCH_PAGE_SIZE, api, type Product } from '@seoul-glow/shared';
import { callApi } from '~/lib/api-client';
import { useWishlist } from '~/lib/wishlist/wishlist-store';

export type WishlistState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; products: Product[] };

/**
 * The saved products, most recently saved first. Only ids not fetched yet are requested, so
 * removing an item (or saving one on another tab) updates the list without reloading it all.
 * Ids of products that no longer exist are skipped.
 */
export function useWishlistProducts(): { state: WishlistState; retry: () => void } {
  const ids = useWishlist();
  const [hydrated, setHydrated] = useState(false);
  const [known, setKnown] = useState<{ fetched: Set<number>; products: Map<number, Product> }>(() => ({
    fetched: new Set(),
    products: new Map(),
  }));
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const needKey = ids
    .filter((id) => !known.fetched.has(id))
    .slice(-MAX_SEARCH_PAGE_SIZE)
    .join(',');

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (!hydrated || !needKey) return;
    const controller = new AbortController();
    setFailed(false);
    callApi(api.catalog.search, {
      query: { ids: needKey, pageSize: MAX_SEARCH_PAGE_SIZE },
      signal: controller.signal,
    })
      .then((res) =>
        setKnown((prev) => {
          const fetched = new Set(prev.fetched);
          const products = new Map(prev.products);
          for (const id of needKey.split(',')) fetched.add(Number(id));
          for (const p of res.data?.items ?? []) products.set(p.id, p);
          return { fetched, products };
        }),
      )
      .catch((err: Error) => {
        if (err.name !== 'AbortError') setFailed(true);
      });
    return () => controller.abort();
  }, [hydrated, needKey, attempt]);

  let state: WishlistState;
  if (failed) state = { status: 'error' };
  else if (!hydrated || needKey) state = { status: 'loading' };
  else {
    const products = ids.flatMap((id) => known.products.get(id) ?? []);
    state = { status: 'ready', products: products.reverse() };
  }
  return { state, retry: () => setAttempt((n) => n + 1) };
}
