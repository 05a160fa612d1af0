import { useId, useState, type FormEvent } from 'react';
import { Mail } from 'lucide-react';
import { MESSAGES, NEWSLETTER_MESSAGES, api } from '@seoul-glow/shared';
import { ApiError, callApi } from '~/lib/api-client';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { Input, Label } from '~/components/ui/field';
import { useTypedBeforeHydration } from '~/lib/use-typed-before-hydration';

type Status =
  { state: 'idle' | 'busy' } | { state: 'done'; message: string } | { state: 'error'; message: string };

/** Subscribes through api.newsletter.subscribe (docs/product.md#the-api); the email is required (docs/product.md#validation). */
export function Newsletter() {
  const [email, setEmail] = useState('');
  const emailRef = useTypedBeforeHydration(setEmail);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const inputId = useId();

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus({ state: 'busy' });
    try {
      const res = await callApi(api.newsletter.subscribe, { body: { email: email.trim() } });
      // Subscribing twice is fine (idempotent): the server says which case this was.
      setStatus({ state: 'done', message: res.message ?? NEWSLETTER_MESSAGES.subscribed });
      setEmail('');
    } catch (err) {
      // A validation or conflict answer carries the server's own text; anything else (offline, a
      // missing endpoint, a server fault) gets the generic retry message.
      const serverText =
        err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 404
          ? err.errors[0]
          : null;
      const message = serverText ?? MESSAGES.login.network;
      setStatus({ state: 'error', message });
    }
  }

  return (
    <section aria-labelledby="newsletter-title" className="pb-20">
      <Container>
        <div className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-blush-100 via-peach-50 to-lilac-100 px-6 py-12 text-center sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute -top-16 -left-16 size-56 rounded-full bg-blush-200/50 blur-2xl"
          />
          <div
            aria-hidden="true"
            className="absolute -right-10 -bottom-20 size-64 rounded-full bg-peach-200/60 blur-2xl"
          />
          <div className="relative mx-auto max-w-xl">
            <span
              aria-hidden="true"
              className="mx-auto grid size-12 place-items-center rounded-full bg-surface text-blush-600 shadow-soft"
            >
              <Mail className="size-5" strokeWidth={1.75} />
            </span>
            <h2
              id="newsletter-title"
              className="mt-5 font-display text-3xl tracking-tight text-ink sm:text-4xl"
            >
              Join the Glow List
            </h2>
            <p className="mt-3 text-ink-muted">
              New arrivals, K-beauty tips and members-only offers. Plus a welcome gift in your first email.
            </p>
            <form
              onSubmit={subscribe}
              className="mt-8 flex flex-col gap-3 text-left sm:flex-row sm:items-end"
            >
              <div className="flex-1 space-y-1.5">
                <Label htmlFor={inputId}>Email address</Label>
                <Input
                  ref={emailRef}
                  id={inputId}
                  type="email"
                  name="email"
                  required
                  autoComplete="email"
                  placeholder="you@example.com"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  className="h-13! rounded-full! px-5!"
                />
              </div>
              <Button type="submit" size="lg" disabled={status.state === 'busy'}>
                {status.state === 'busy' ? 'Subscribing...' : 'Subscribe'}
              </Button>
            </form>
            {/* Always rendered, so screen readers announce what appears in it. */}
            <div aria-live="polite" className="mt-4">
              {status.state === 'done' ? (
                <Alert tone="success" live={false}>
                  {status.message}
                </Alert>
              ) : null}
              {status.state === 'error' ? (
                <Alert tone="error" live={false}>
                  {status.message}
                </Alert>
              ) : null}
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
