import type { z } from 'zod';

/**
 * A page's query parameters read through their contract without ever failing: anyone can type a
 * URL, and a page answers it rather than erroring (docs/product.md#validation). A text over its
 * contract's maximum is cut to it (a 300-character search searches its first 200); any other bad
 * value falls back to its default.
 */
export function parseLenient<S extends z.ZodType>(
  schema: S,
  raw: Record<string, string | undefined>,
): z.output<S> {
  const input: Record<string, string | undefined> = { ...raw };
  // Each round fixes every reported field; a cut text can only pass or fall back in the next one.
  for (let round = 0; round < 3; round++) {
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (typeof key !== 'string') continue;
      const value = input[key];
      const max = issue.code === 'too_big' ? Number(issue.maximum) : NaN;
      input[key] =
        typeof value === 'string' && Number.isSafeInteger(max) ? value.trim().slice(0, max) : undefined;
      if (input[key] === value) input[key] = undefined;
    }
  }
  return schema.parse({});
}
