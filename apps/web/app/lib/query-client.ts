import { QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError } from './api-client';

/**
 * Retries only calls that got no answer (offline, a dropped connection): an error the server
 * answered with is shown at once, as the pages' error texts expect (docs/product.md#messages).
 */
function retryUnanswered(failureCount: number, error: unknown): boolean {
  return error instanceof NetworkError && failureCount < 2;
}

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // A page refetches when it mounts again, not when the window regains focus (a confirm dialog
      // closing would otherwise reload the table behind it).
      queries: { retry: retryUnanswered, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The browser's one cache of API data (docs/decisions/0025-browser-data-with-tanstack-query.md),
 * shared by the admin area and the store chunks that use it. The server gets a fresh client per
 * call: nothing is fetched while rendering there, and no shopper's data may outlive a request.
 */
export function queryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  return (browserClient ??= createQueryClient());
}

/** The text for a failed query: the server's first error, else the page's own failure texts. */
export function queryErrorText(
  error: unknown,
  failure: { failed: string; exception: string },
): string | null {
  if (!error) return null;
  return error instanceof ApiError ? (error.errors[0] ?? failure.failed) : failure.exception;
}
