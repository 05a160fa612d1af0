import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api-client';
import { queryClient, queryErrorText } from './query-client';

const LOAD = { failed: 'Failed to load orders', exception: 'Something went wrong' };

describe('the browser query client', () => {
  const retry = queryClient().getDefaultOptions().queries?.retry as (n: number, e: unknown) => boolean;

  it('retries a call that got no answer, twice', () => {
    expect(retry(0, new NetworkError('offline'))).toBe(true);
    expect(retry(1, new NetworkError('offline'))).toBe(true);
    expect(retry(2, new NetworkError('offline'))).toBe(false);
  });

  it('shows an error the server answered at once, without retrying', () => {
    expect(retry(0, new ApiError(500, ['Boom']))).toBe(false);
    expect(retry(0, new ApiError(400, []))).toBe(false);
  });

  it('is one client in the browser', () => {
    expect(queryClient()).toBe(queryClient());
  });
});

describe('queryErrorText', () => {
  it("is the server's first error, else the page's texts", () => {
    expect(queryErrorText(null, LOAD)).toBeNull();
    expect(queryErrorText(new ApiError(400, ['Order not found', 'x']), LOAD)).toBe('Order not found');
    expect(queryErrorText(new ApiError(500, []), LOAD)).toBe('Failed to load orders');
    expect(queryErrorText(new NetworkError('offline'), LOAD)).toBe('Something went wrong');
  });
});
