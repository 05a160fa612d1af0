import { z } from 'zod';

/** The response envelope of docs/architecture.md#api-contract, used by every API route. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    succeeded: z.boolean(),
    data: data.optional(),
    errors: z.array(z.string()).optional(),
    message: z.string().optional(),
  });

export const errorEnvelope = z.object({
  succeeded: z.literal(false),
  errors: z.array(z.string()),
  message: z.string().optional(),
});

export type Envelope<T> = {
  succeeded: boolean;
  data?: T;
  errors?: string[];
  message?: string;
};

/** Error codes, mapped to HTTP statuses by the server's single error handler. */
export const ERROR_CODES = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

export const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/** The envelope of a call that answers with a message and no data (the delete calls). */
export const emptyResponse = envelope(z.null());
