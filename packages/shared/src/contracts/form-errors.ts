import type { z } from 'zod';

/**
 * A form's messages by field, from the same schema the server parses the call with: the first
 * message of each top-level field, as a form shows them beneath its inputs. Empty when valid.
 */
export function formErrors<S extends z.ZodType>(schema: S, values: unknown): Partial<Record<string, string>> {
  const result = schema.safeParse(values);
  const errors: Partial<Record<string, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
