import type { Envelope } from '@seoul-glow/shared';

/** A failed API call: the server's `errors` (SPEC §8 texts) and the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: string[],
  ) {
    super(errors[0] ?? `Request failed (${status})`);
  }
}

/** The request never got an answer (offline, server down). */
export class NetworkError extends Error {}

/**
 * Set while the page is being left: requests the browser cuts off then (a reload in the middle of
 * a cart quote) end as aborted, not as failures to report.
 */
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (leaving = true));
  window.addEventListener('pageshow', () => (leaving = false));
}
const abortedByLeaving = () => new DOMException('The page is being left', 'AbortError');

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
}

export async function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    if (leaving) throw abortedByLeaving();
    throw new NetworkError((err as Error).message);
  }
  let payload: Envelope<T> | null = null;
  try {
    payload = (await response.json()) as Envelope<T>;
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    if (leaving) throw abortedByLeaving();
    // A 2xx whose body never arrived whole is a broken connection, not an answer.
    if (response.ok) throw new NetworkError((err as Error).message);
  }
  if (!response.ok || !payload || payload.succeeded === false) {
    throw new ApiError(response.status, payload?.errors ?? []);
  }
  return payload;
}
