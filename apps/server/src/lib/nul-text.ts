import { AppError } from './app-error';

/** PostgreSQL text cannot hold U+0000: a request carrying one is refused (400) before it reaches a query (500). */
export const nulError = () => new AppError('VALIDATION', 'Text must not contain NUL characters');

/** True when any string or key in a parsed body, query or params holds a NUL (iterative: no deep recursion). */
export function hasNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, item] of Object.entries(v)) {
        if (k.includes('\u0000')) return true;
        stack.push(item);
      }
    }
  }
  return false;
}
