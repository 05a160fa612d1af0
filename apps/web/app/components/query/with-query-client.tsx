import type { JSX } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '~/lib/query-client';

/**
 * A page whose browser data goes through TanStack Query, wrapped in the shared client. Only pages
 * reached after a first visit use it: the library is not part of the first visit's JavaScript
 * (docs/decisions/0025-browser-data-with-tanstack-query.md).
 */
export function withQueryClient<P extends object>(
  Page: (props: P) => JSX.Element,
): (props: P) => JSX.Element {
  return function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={queryClient()}>
        <Page {...props} />
      </QueryClientProvider>
    );
  };
}
