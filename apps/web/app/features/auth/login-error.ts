import { MESSAGES } from '@seoul-glow/shared';
import { ApiError, NetworkError } from '~/lib/api-client';

/**
 * docs/product.md#messages: the server's error text (wrong password, inactive account, throttled) or
 * 'Login failed'; no answer at all reads as a network failure; anything else is unexpected.
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.errors[0] ?? MESSAGES.login.failed;
  if (error instanceof NetworkError) return MESSAGES.login.network;
  return MESSAGES.login.unexpected;
}
