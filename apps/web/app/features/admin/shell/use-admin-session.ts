import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@seoul-glow/shared';
import { subscribeStorage } from '~/lib/browser-storage';
import { clearSession, isAdminSession, readSession } from '~/lib/session';
import { adminLoginPath } from '~/lib/admin/admin-guard';
import { adminKeys } from '~/lib/admin/admin-queries';

// setTimeout overflows above 2^31-1 ms (~24.8 days) and would fire at once.
const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * Keeps the open admin area honest about its session: when the token's expiryTime passes, or the
 * session is cleared in another tab, the session is cleared and the sign-in page opened (carrying
 * the current location). What one admin loaded is dropped when they leave the admin area or
 * another admin signs in, so nobody sees data fetched under someone else's role. Returns Logout (docs/product.md#screens-and-routes: clear the session, go to /).
 */
export function useAdminSession(user: SessionUser): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const { revalidate } = useRevalidator();
  const locationRef = useRef(location);
  const leaving = useRef(false);
  const client = useQueryClient();

  useEffect(() => () => client.removeQueries({ queryKey: adminKeys.all }), [client, user.id]);

  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  const toLogin = useCallback(() => {
    if (leaving.current) return;
    leaving.current = true;
    clearSession();
    void navigate(adminLoginPath(locationRef.current), { replace: true });
  }, [navigate]);

  useEffect(() => {
    const expires = Date.parse(user.expiryTime);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      const remaining = expires - Date.now();
      if (!(remaining > 0)) return toLogin();
      timer = setTimeout(check, Math.min(remaining, MAX_TIMEOUT_MS));
    };
    check();
    // Timers stall while a laptop sleeps: look again as soon as the tab is back.
    const onVisible = () => document.visibilityState === 'visible' && check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [user.expiryTime, toLogin]);

  useEffect(
    () =>
      subscribeStorage(() => {
        if (leaving.current) return;
        const session = readSession();
        if (!isAdminSession(session)) return toLogin();
        // Signed in again elsewhere (a fresh token or another admin): reload the shell's user.
        if (session!.user.id !== user.id || session!.user.expiryTime !== user.expiryTime) void revalidate();
      }),
    [toLogin, revalidate, user.id, user.expiryTime],
  );

  return useCallback(() => {
    leaving.current = true;
    clearSession();
    void navigate('/');
  }, [navigate]);
}
