import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeFromWishlist } from '~/lib/wishlist/wishlist-store';
import { useWishlistProducts } from './use-wishlist-products';

const product = (id: number) => ({ id, name: `Product ${id}` });

/** Answers the catalog search with the asked ids that exist (not 404), or fails while `failing`. */
function serveSearch() {
  const asked: string[] = [];
  const state = { failing: false };
  vi.stubGlobal('fetch', async (url: string) => {
    const ids = new URL(url, 'http://x').searchParams.get('ids') ?? '';
    asked.push(ids);
    if (state.failing) return Response.json({ succeeded: false, errors: ['x'] }, { status: 500 });
    const items = ids
      .split(',')
      .map(Number)
      .filter((id) => id !== 404)
      .map(product);
    return Response.json({ succeeded: true, data: { items, total: items.length } });
  });
  return { asked, state };
}

function renderWishlist() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useWishlistProducts(), { wrapper });
}

beforeEach(() => localStorage.setItem('wishlist', JSON.stringify([1, 404, 2])));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the wishlist products', () => {
  it('loads the saved products in one search, newest first, skipping those gone', async () => {
    const { asked } = serveSearch();
    const { result } = renderWishlist();
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    const state = result.current.state as { products: { id: number }[] };
    expect(state.products.map((p) => p.id)).toEqual([2, 1]);
    expect(asked).toEqual(['1,404,2']);
  });

  it('updates without asking again when an item is removed', async () => {
    const { asked } = serveSearch();
    const { result } = renderWishlist();
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    act(() => removeFromWishlist(2));
    await waitFor(() =>
      expect((result.current.state as { products: { id: number }[] }).products.map((p) => p.id)).toEqual([1]),
    );
    expect(asked).toHaveLength(1);
  });

  it('reports a failed load and loads on Try Again', async () => {
    const { state: server } = serveSearch();
    server.failing = true;
    const { result } = renderWishlist();
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    server.failing = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
  });
});
