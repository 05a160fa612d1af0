import { useCallback, useState } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, MESSAGES, type ReviewPage, type ReviewSort } from '@seoul-glow/shared';
import { callApi } from '~/lib/api-client';

export interface ReviewFilters {
  skinType: string;
  concern: string;
  rating: string;
  withPhotos: boolean;
  sort: ReviewSort;
  page: number;
}

export const NO_FILTERS: ReviewFilters = {
  skinType: '',
  concern: '',
  rating: '',
  withPhotos: false,
  sort: 'newest',
  page: 1,
};

/**
 * One view of a product's reviews (api.reviews.product). Never stale while shown (the first view
 * comes with the page and is not asked again), dropped once not shown (gcTime 0): a page rendered
 * later brings a fresher first view than any kept copy.
 */
export const reviewPageQuery = (productId: number, filters: ReviewFilters) =>
  queryOptions({
    queryKey: ['reviews', productId, filters],
    queryFn: async ({ signal }) =>
      (
        await callApi(api.reviews.product, {
          query: {
            productId,
            skinType: filters.skinType || undefined,
            concern: filters.concern || undefined,
            rating: filters.rating || undefined,
            withPhotos: filters.withPhotos ? 'true' : undefined,
            sort: filters.sort,
            page: filters.page,
          } as never,
          signal,
        })
      ).data ?? null,
    staleTime: Infinity,
    gcTime: 0,
  });

/**
 * A product's reviews as the shopper filters, sorts and pages them: the first page arrives with
 * the server-rendered page (no request), every other view is asked for (reviewPageQuery); the
 * last answer stays shown while the next one loads, and when it fails.
 */
export function useReviewList(productId: number, initial: ReviewPage) {
  const [filters, setFilters] = useState<ReviewFilters>(NO_FILTERS);
  const query = useQuery({
    ...reviewPageQuery(productId, filters),
    // The first view is the server's.
    initialData: filters === NO_FILTERS ? initial : undefined,
    placeholderData: keepPreviousData,
  });
  const [last, setLast] = useState<ReviewPage>(initial);
  if (query.data && !query.isPlaceholderData && query.data !== last) setLast(query.data);
  const page = query.data ?? last;
  const loading = query.isFetching;
  const error = query.isError && !loading ? MESSAGES.reviews.loadFailed : null;

  /** Any change but the page's own starts again from page 1. */
  const change = useCallback((next: Partial<ReviewFilters>) => {
    setFilters((f) => ({ ...f, page: 1, ...next }));
  }, []);

  return { filters, change, page, loading, error };
}
