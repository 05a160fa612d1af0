import { useCallback, useEffect, useRef, useState } from 'react';
import type { Envelope } from '@seoul-glow/shared';
import { ApiError, apiFetch, type ApiOptions } from '~/lib/api-client';
import { clearSession, readSession } from '~/lib/session';
import { adminLoginPath } from './admin-guard';

/**
 * Every admin data call sends the bearer token (SPEC §6). A 401 means the session is no longer
 * valid (expired, or the admin was deactivated): the session is cleared and the sign-in opened.
 */
export async function adminApi<T>(
  path: string,
  options: Omit<ApiOptions, 'token'> = {},
): Promise<Envelope<T>> {
  const token = readSession()?.token ?? null;
  try {
    return await apiFetch<T>(path, { ...options, token });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401 && typeof window !== 'undefined') {
      clearSession();
      window.location.assign(adminLoginPath(window.location));
    }
    throw err;
  }
}

/** The message to show for a failed call: the server's errors joined, else the SPEC fallback. */
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

/** Loads `path` whenever it changes; keeps the previous data while the next page loads. */
export function useAdminQuery<T>(
  path: string | null,
  failure: { failed: string; exception: string },
): QueryState<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    if (!path) return;
    const id = ++latest.current;
    const controller = new AbortController();
    setLoading(true);
    adminApi<T>(path, { signal: controller.signal })
      .then((res) => {
        if (id !== latest.current) return;
        setData(res.data);
        setError(null);
      })
      .catch((err: unknown) => {
        if (id !== latest.current || (err as Error).name === 'AbortError') return;
        setError(err instanceof ApiError ? (err.errors[0] ?? failure.failed) : failure.exception);
      })
      .finally(() => id === latest.current && setLoading(false));
    return () => controller.abort();
    // failure texts are constants
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, tick]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { data, error, loading, reload };
}
