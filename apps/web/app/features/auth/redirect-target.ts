/** Where a successful sign-in goes when no admin page was requested (docs/product.md#screens-and-routes). */
export const ADMIN_HOME = '/admin';

const LOGIN_PATH = '/admin/login';
// Any host will do: it only lets URL resolve relative values so we can see where they point.
const PROBE_ORIGIN = 'https://seoul-glow.invalid';

/**
 * The admin page to open after sign-in. `redirectTo` comes from the query string, so anyone can
 * craft it: only a same-site path inside /admin is followed (never another site via `//host`,
 * `/\host` or `https:`), and the login page itself is not, so sign-in cannot loop.
 */
export function safeAdminRedirect(redirectTo: string | null | undefined): string {
  if (!redirectTo || !redirectTo.startsWith('/') || /[\\\s]/.test(redirectTo)) return ADMIN_HOME;
  let url: URL;
  try {
    url = new URL(redirectTo, PROBE_ORIGIN);
  } catch {
    return ADMIN_HOME;
  }
  if (url.origin !== PROBE_ORIGIN) return ADMIN_HOME;
  const inAdmin = url.pathname === ADMIN_HOME || url.pathname.startsWith(`${ADMIN_HOME}/`);
  const isLogin = url.pathname === LOGIN_PATH || url.pathname.startsWith(`${LOGIN_PATH}/`);
  if (!inAdmin || isLogin) return ADMIN_HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}
