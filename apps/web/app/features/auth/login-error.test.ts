import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '~/lib/api-client';
import { loginErrorMessage } from './login-error';

describe('loginErrorMessage (docs/product.md#messages)', () => {
  it("shows the server's first error", () => {
    expect(loginErrorMessage(new ApiError(401, ['Invalid email or password']))).toBe(
      'Invalid email or password',
    );
  });

  it("says 'Login failed' when the server gave no text", () => {
    expect(loginErrorMessage(new ApiError(502, []))).toBe('Login failed');
  });

  it('names a network failure', () => {
    expect(loginErrorMessage(new NetworkError('Failed to fetch'))).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it('calls anything else unexpected', () => {
    expect(loginErrorMessage(new TypeError('boom'))).toBe('An unexpected error occurred');
  });
});
