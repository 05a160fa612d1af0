import { ERROR_CODES, type ErrorCode } from '@seoul-glow/shared';

/**
 * An expected failure with a user-facing message (docs/architecture.md#layers). The error handler maps
 * `code` to the HTTP status and the envelope; anything else thrown is a 500 with no internals.
 */
export class AppError extends Error {
  readonly errors: string[];
  constructor(
    readonly code: ErrorCode,
    messages: string | string[],
    readonly headers: Record<string, string> = {},
  ) {
    const list = Array.isArray(messages) ? messages : [messages];
    super(list.join('; '));
    this.errors = list;
  }

  get status(): number {
    return ERROR_CODES[this.code];
  }
}
