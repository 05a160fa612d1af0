import { useState, type FormEvent } from 'react';
import { ArrowLeft, KeyRound, LoaderCircle, ShieldCheck } from 'lucide-react';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Input, Label } from '~/components/ui/field';

interface TwoFactorStepProps {
  busy: boolean;
  error: string | null;
  verify: (code: string) => void;
  restart: () => void;
}

/**
 * The sign-in's second step (docs/product.md#security): the 6-digit code of the authenticator
 * app, or one of the recovery codes when the phone is not at hand.
 */
export function TwoFactorStep({ busy, error, verify, restart }: TwoFactorStepProps) {
  const [recovery, setRecovery] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    verify(String(new FormData(event.currentTarget).get('code') ?? ''));
  }

  return (
    <form onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
      <div className="flex items-start gap-3 rounded-2xl bg-blush-50 p-4 text-sm text-ink">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blush-700" />
        <p>
          {recovery
            ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each works once.'
            : 'Open your authenticator app and enter the 6-digit code for Seoul Glow.'}
        </p>
      </div>
      {error ? (
        <Alert tone="error" className="animate-pop-in">
          {error}
        </Alert>
      ) : null}
      <div className="space-y-1.5">
        <Label htmlFor="two-factor-code">{recovery ? 'Recovery code' : 'Authentication code'}</Label>
        <div className="relative">
          <KeyRound
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted"
          />
          <Input
            key={recovery ? 'recovery' : 'totp'}
            id="two-factor-code"
            name="code"
            required
            autoFocus
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            inputMode={recovery ? 'text' : 'numeric'}
            pattern={recovery ? undefined : '[0-9 ]{6,7}'}
            maxLength={recovery ? 40 : 7}
            placeholder={recovery ? 'xxxxx-xxxxx' : '123 456'}
            className="h-12 pl-10 font-mono tracking-widest"
          />
        </div>
      </div>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? <LoaderCircle aria-hidden="true" className="size-4.5 animate-spin" /> : null}
        {busy ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          onClick={() => setRecovery((r) => !r)}
          className="min-h-11 font-semibold text-blush-700 underline decoration-blush-300 underline-offset-4 hover:text-blush-800"
        >
          {recovery ? 'Use the authenticator app' : 'Use a recovery code'}
        </button>
        <button
          type="button"
          onClick={restart}
          className="inline-flex min-h-11 items-center gap-1.5 text-ink-muted hover:text-ink"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> Start over
        </button>
      </div>
    </form>
  );
}
