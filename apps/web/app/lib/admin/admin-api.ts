import type { ApiRoute, RouteData, RouteEnvelope } from '@seoul-glow/shared';
import { ApiError, callApi, type CallArgs } from '~/lib/api-client';
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

/** An admin call's data, for a query's queryFn (the envelope's `data`; a success always has it). */
export async function adminData<R extends ApiRoute>(route: R, ...args: CallArgs<R>): Promise<RouteData<R>> {
  return ((await adminApi(route, ...args)) as { data?: RouteData<R> }).data as RouteData<R>;
}
