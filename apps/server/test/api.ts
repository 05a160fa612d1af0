import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  endpoints,
  errorEnvelope,
  type Endpoint,
  type RouteData,
  type RouteEnvelope,
  type RouteInput,
} from '@seoul-glow/shared';

function allEndpoints(group: object): Endpoint[] {
  return Object.values(group).flatMap((value) =>
    'method' in value && 'path' in value ? [value as Endpoint] : allEndpoints(value as object),
  );
}

/** Each endpoint with its path as a pattern: `/Product/:id` matches `/Product/12`. */
const byPattern = allEndpoints(endpoints).map((endpoint) => ({
  endpoint,
  pattern: new RegExp(`^/api${endpoint.path.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}/?$`),
}));

export function endpointFor(method: string, url: string): Endpoint | undefined {
  const path = url.split('?')[0]!;
  return byPattern.find((e) => e.endpoint.method === method.toUpperCase() && e.pattern.test(path))?.endpoint;
}

/**
 * Every answer of an API call must follow the contract: a success parses with its endpoint's
 * response schema (this includes the hot catalog reads, which send prebuilt JSON past the
 * serialiser), a failure is the error envelope. A mismatch throws, failing the test that made it.
 */
export function checkApiResponse(method: string, url: string, res: LightMyRequestResponse): void {
  if (!url.startsWith('/api/') || !String(res.headers['content-type'] ?? '').includes('application/json'))
    return;
  const endpoint = endpointFor(method, url);
  if (!endpoint) return;
  const ok = res.statusCode === (endpoint.status ?? 200);
  const schema = ok ? endpoint.response : errorEnvelope;
  if (!ok && res.statusCode < 400) return;
  const parsed = schema.safeParse(res.json());
  if (!parsed.success) {
    throw new Error(
      `${method} ${url} answered ${res.statusCode} outside its contract: ${JSON.stringify(parsed.error.issues.slice(0, 5))}`,
    );
  }
}

/** Makes every inject() of `app` check its answer with checkApiResponse. */
export function checkEveryResponse(app: FastifyInstance): void {
  const original = app.inject as unknown as (...args: unknown[]) => unknown;
  const checked = async (opts: InjectOptions | string) => {
    const res = (await original.call(app, opts)) as LightMyRequestResponse;
    const options = typeof opts === 'string' ? { url: opts } : opts;
    const url = typeof options.url === 'string' ? options.url : String(options.path ?? '');
    checkApiResponse(options.method ?? 'GET', url, res);
    return res;
  };
  app.inject = ((opts?: InjectOptions | string, callback?: unknown) =>
    opts === undefined || callback !== undefined
      ? original.call(app, opts, callback)
      : checked(opts)) as typeof app.inject;
}

export interface ApiCall<E extends Endpoint> {
  status: number;
  headers: LightMyRequestResponse['headers'];
  /** The success envelope as its schema parsed it, or the error envelope. */
  body: RouteEnvelope<E> | { succeeded: false; errors: string[]; message?: string };
  /** The success envelope's data (undefined on failure: check `status` first). */
  data: RouteData<E>;
  /** The failure's messages. */
  errors: string[] | undefined;
  raw: LightMyRequestResponse;
}

type CallOptions = { token?: string; headers?: Record<string, string>; remoteAddress?: string };

function urlOf(endpoint: Endpoint, input: { params?: unknown; query?: unknown }): string {
  let path = endpoint.path;
  for (const [k, v] of Object.entries((input.params ?? {}) as Record<string, unknown>)) {
    path = path.replace(`:${k}`, encodeURIComponent(String(v)));
  }
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (v !== undefined) query.set(k, String(v));
  }
  const qs = query.toString();
  return `/api${path}${qs ? `?${qs}` : ''}`;
}

/**
 * Calls an endpoint through inject() from its endpoint object, typed by it, and parses the answer
 * with its contract (a mismatch throws).
 */
export async function callApi<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  input: RouteInput<E> & CallOptions = {} as RouteInput<E> & CallOptions,
): Promise<ApiCall<E>> {
  const { token, headers, remoteAddress, body } = input as RouteInput<E> & CallOptions & { body?: unknown };
  const url = urlOf(endpoint, input as { params?: unknown; query?: unknown });
  const res = await app.inject({
    method: endpoint.method,
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(remoteAddress ? { remoteAddress } : {}),
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
  });
  checkApiResponse(endpoint.method, url, res);
  const ok = res.statusCode === (endpoint.status ?? 200);
  const parsed = ok ? endpoint.response.parse(res.json()) : res.json();
  return {
    status: res.statusCode,
    headers: res.headers,
    body: parsed,
    data: (ok ? (parsed as { data?: unknown }).data : undefined) as RouteData<E>,
    errors: ok ? undefined : (parsed as { errors?: string[] }).errors,
    raw: res,
  };
}
