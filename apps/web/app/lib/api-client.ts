import type { ApiRoute, RouteEnvelope, RouteInput } from '@seoul-glow/shared';

/** A failed API call: the server's `errors` (docs/product.md#messages texts) and the HTTP status. */
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

/** What a call sends: the inputs its endpoint declares, plus the admin token and an abort signal. */
export type CallOptions<R extends ApiRoute> = RouteInput<R> & {
  token?: string | null;
  signal?: AbortSignal;
};

/** The options may be left out only when the endpoint takes no params, query or body. */
export type CallArgs<R extends ApiRoute> =
  {} extends RouteInput<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

type Values = Record<string, unknown>;
type Answer = { succeeded?: boolean; errors?: string[] };

/** `/api` + the route's path with its `:params` filled in, + the query (absent values left out). */
export function apiUrl(route: ApiRoute, params?: Values, query?: Values): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${route.path} needs :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const qs = search.toString();
  return `/api${path}${qs ? `?${qs}` : ''}`;
}

/**
 * Calls one endpoint of the shared contract (`api.<area>.<name>` from @seoul-glow/shared): the
 * path, the inputs and the answer's type all come from its endpoint object, so no call site
 * spells a path or a response type. Only the light route table reaches the browser, never the
 * zod schemas (docs/architecture.md#api-contract). Resolves to the success envelope; throws
 * ApiError for an error answer, NetworkError when no answer came, AbortError when cut off.
 */
export async function callApi<R extends ApiRoute>(
  route: R,
  ...[options]: CallArgs<R>
): Promise<RouteEnvelope<R>> {
  const { params, query, body, token, signal } = (options ?? {}) as Values & {
    body?: unknown;
    token?: string | null;
    signal?: AbortSignal;
  };
  const headers: Record<string, string> = { accept: 'application/json' };
  let payloadOut: BodyInit | undefined;
  if (body instanceof FormData) payloadOut = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payloadOut = JSON.stringify(body);
  }
  if (token) headers.authorization = `Bearer ${token}`;
  const url = apiUrl(route, params as Values | undefined, query as Values | undefined);
  let response: Response;
  try {
    response = await fetch(url, { method: route.method, headers, body: payloadOut, signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    if (leaving) throw abortedByLeaving();
    throw new NetworkError((err as Error).message);
  }
  let payload: Answer | null = null;
  try {
    payload = (await response.json()) as Answer;
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    if (leaving) throw abortedByLeaving();
    // A 2xx whose body never arrived whole is a broken connection, not an answer.
    if (response.ok) throw new NetworkError((err as Error).message);
  }
  if (!response.ok || !payload || payload.succeeded === false) {
    throw new ApiError(response.status, payload?.errors ?? []);
  }
  return payload as RouteEnvelope<R>;
}
