import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { api, type LoginRequest } from '@seoul-glow/shared';
import { ApiError, callApi } from '~/lib/api-client';
import { saveSession } from '~/lib/session';
import { loginErrorMessage } from './login-error';

/**
 * Signs an admin in (docs/product.md#the-api POST /Auth/login), keeps the session (docs/product.md#how-things-change) and opens
 * `redirectTo`, which the caller has already checked with safeAdminRedirect.
 */
export function useAdminLogin(redirectTo: string) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A double click lands before React re-renders the disabled button.
  const inFlight = useRef(false);

  const signIn = useCallback(
    async (credentials: LoginRequest) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      setError(null);
      try {
        const { data } = await callApi(api.auth.login, { body: credentials });
        if (!data) throw new ApiError(200, []);
        saveSession(data);
        // Stays busy until the admin page has loaded, so the button cannot be pressed twice.
        await navigate(redirectTo, { replace: true });
      } catch (err) {
        setError(loginErrorMessage(err));
        setBusy(false);
      } finally {
        inFlight.current = false;
      }
    },
    [navigate, redirectTo],
  );

  return { signIn, busy, error };
}
