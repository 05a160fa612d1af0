import type { FormEvent } from 'react';
import { ArrowRight, LoaderCircle, Mail } from 'lucide-react';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Input, Label } from '~/components/ui/field';
import { PasswordInput } from './password-input';
import { TwoFactorStep } from './two-factor-step';
import { useAdminLogin } from './use-admin-login';

/**
 * Email + password, both required by the browser (docs/product.md#validation); errors per
 * docs/product.md#messages. An account with two-factor sign-in continues with its code.
 */
export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const { signIn, verify, restart, pending, busy, error } = useAdminLogin(redirectTo);
  if (pending) return <TwoFactorStep busy={busy} error={error} verify={verify} restart={restart} />;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void signIn({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') });
  }

  return (
    <form onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
      {error ? (
        <Alert tone="error" className="animate-pop-in">
          {error}
        </Alert>
      ) : null}

      <div className="space-y-1.5">
        <Label htmlFor="admin-email">Email</Label>
        <div className="relative">
          <Mail
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted"
          />
          <Input
            id="admin-email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="you@seoulglow.example"
            required
            className="h-12 pl-10"
          />
        </div>
      </div>

      <div className="space-y-1.5">
        <Label htmlFor="admin-password">Password</Label>
        <PasswordInput
          id="admin-password"
          name="password"
          autoComplete="current-password"
          placeholder="Your password"
          required
        />
      </div>

      <Button type="submit" size="lg" disabled={busy} className="group w-full">
        {busy ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-4.5 animate-spin" />
            Signing in...
          </>
        ) : (
          <>
            Sign In
            <ArrowRight
              aria-hidden="true"
              className="size-4.5 transition-transform duration-200 group-hover:translate-x-0.5"
            />
          </>
        )}
      </Button>
    </form>
  );
}
