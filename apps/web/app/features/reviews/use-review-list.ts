import { useCallback, useEffect, useRef, useState } from 'react';
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
 * A product's reviews as the shopper filters, sorts and pages them: the first page arrives with
 * the server-rendered page (no request), every other view is asked for (api.reviews.product); the
 * last answer stays shown while the next one loads.
 */
export function useReviewList(productId: number, initial: ReviewPage) {
  const [filters, setFilters] = useState<ReviewFilters>(NO_FILTERS);
  const [page, setPage] = useState<ReviewPage>(initial);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const first = useRef(true);

  useEffect(() => {
    // The first view is the server's.
    if (first.current) {
      first.current = false;
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    callApi(api.reviews.product, {
      query: {
        productId,
        skinType: filters.skinType || undefined,
        concern: filters.concern || undefined,
        rating: filters.rating || undefined,
        withPhotos: filters.withPhotos ? 'true' : undefined,
        sort: filters.sort,
        page: filters.page,
      } as never,
      signal: controller.signal,
    })
      .then((res) => {
        if (res.data) setPage(res.data);
        setLoading(false);
      })
      .catch((err: Error) => {
        if (err.name === 'AbortError') return;
        setError(MESSAGES.reviews.loadFailed);
        setLoading(false);
      });
    return () => controller.abort();
  }, [productId, filters]);

  /** Any change but the page's own starts again from page 1. */
  const change = useCallback((next: Partial<ReviewFilters>) => {
    setFilters((f) => ({ ...f, page: 1, ...next }));
  }, []);

  return { filters, change, page, loading, error };
}
