import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES, api, type LoginData, type LoginRequest } from '@seoul-glow/shared';
import { ApiError, callApi } from '~/lib/api-client';
import { saveSession } from '~/lib/session';
import { loginErrorMessage } from './login-error';

/** The second step of a sign-in with two-factor: the server's proof that the password was right. */
export interface PendingChallenge {
  challenge: string;
  expiryTime: string;
}

/**
 * Signs an admin in (docs/product.md#the-api POST /Auth/login), keeps the session
 * (docs/product.md#how-things-change) and opens `redirectTo`, which the caller has already
 * checked with safeAdminRedirect. An account with two-factor sign-in answers a challenge first;
 * `verify` finishes it with a code (docs/product.md#security).
 */
export function useAdminLogin(redirectTo: string) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingChallenge | null>(null);
  // A double click lands before React re-renders the disabled button.
  const inFlight = useRef(false);

  const run = useCallback(
    async (step: () => Promise<LoginData | PendingChallenge | undefined>) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      setError(null);
      try {
        const data = await step();
        if (!data) throw new ApiError(200, []);
        if (!('token' in data)) {
          setPending(data);
          setBusy(false);
          return;
        }
        saveSession(data);
        // Stays busy until the admin page has loaded, so the button cannot be pressed twice.
        await navigate(redirectTo, { replace: true });
      } catch (err) {
        // A challenge that expired (or was voided) sends the admin back to the password.
        if (err instanceof ApiError && err.errors[0] === ACCOUNT_MESSAGES.challengeExpired) setPending(null);
        setError(loginErrorMessage(err));
        setBusy(false);
      } finally {
        inFlight.current = false;
      }
    },
    [navigate, redirectTo],
  );

  const signIn = useCallback(
    (credentials: LoginRequest) =>
      run(async () => (await callApi(api.auth.login, { body: credentials })).data),
    [run],
  );

  const verify = useCallback(
    (code: string) =>
      run(async () => {
        if (!pending) return undefined;
        const body = { challenge: pending.challenge, code };
        return (await callApi(api.twoFactor.verify, { body })).data;
      }),
    [run, pending],
  );

  const restart = useCallback(() => {
    setPending(null);
    setError(null);
  }, []);

  return { signIn, verify, restart, pending, busy, error };
}
