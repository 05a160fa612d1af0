import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiRoute, RouteData, RouteEnvelope } from '@seoul-glow/shared';
import { ApiError, callApi, type CallArgs, type CallOptions } from '~/lib/api-client';
import { clearSession, readSession } from '~/lib/session';
import { adminLoginPath } from './admin-guard';

/**
 * Every admin data call sends the bearer token (docs/product.md#who-may-do-what). A 401 means the
 * session is no longer valid (expired, or the admin was deactivated): the session is cleared and
 * the sign-in opened.
 */
export async function adminApi<R extends ApiRoute>(
  route: R,
  ...[options]: CallArgs<R>
): Promise<RouteEnvelope<R>> {
  const token = readSession()?.token ?? null;
  try {
    return await callApi(route, ...([{ ...options, token }] as CallArgs<R>));
  } catch (err) {
    if (err instanceof ApiError && err.status === 401 && typeof window !== 'undefined') {
      clearSession();
      window.location.assign(adminLoginPath(window.location));
    }
    throw err;
  }
}

/** The message to show for a failed call: the server's errors joined, else the fallback text. */
export function errorText(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.errors.length) return err.errors.join(' ');
  return fallback;
}

export interface QueryState<T> {
  data: T | undefined;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/** A query's inputs (params and query string; no token, it is added), or null for "not now". */
export type QueryInput<R extends ApiRoute> = Omit<CallOptions<R>, 'token' | 'signal' | 'body'> | null;

/**
 * Loads `route` with `input`, again whenever the input changes; keeps the previous data while the
 * next page loads. A null input loads nothing (a tab not shown) and keeps what was loaded.
 */
export function useAdminQuery<R extends ApiRoute>(
  route: R,
  input: QueryInput<R>,
  failure: { failed: string; exception: string },
): QueryState<RouteData<R>> {
  const [data, setData] = useState<RouteData<R>>();
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState(0);
  const latest = useRef(0);
  // Inputs are fresh objects on every render; their JSON says when they really changed.
  const key = input === null ? null : JSON.stringify(input);

  useEffect(() => {
    if (key === null) return;
    const id = ++latest.current;
    const controller = new AbortController();
    setLoading(true);
    const options = { ...(JSON.parse(key) as object), signal: controller.signal } as CallOptions<R>;
    adminApi(route, ...([options] as CallArgs<R>))
      .then((res) => {
        if (id !== latest.current) return;
        setData((res as { data?: RouteData<R> }).data);
        setError(null);
      })
      .catch((err: unknown) => {
        if (id !== latest.current || (err as Error).name === 'AbortError') return;
        setError(err instanceof ApiError ? (err.errors[0] ?? failure.failed) : failure.exception);
      })
      .finally(() => id === latest.current && setLoading(false));
    return () => controller.abort();
    // The route and the failure texts are constants of the calling page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, tick]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { data, error, loading, reload };
}
