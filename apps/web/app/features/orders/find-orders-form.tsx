import { useId, useState, type FormEvent } from 'react';
import { MailCheck } from 'lucide-react';
import { ORDER_ACCESS_MESSAGES, MESSAGES, api } from '@seoul-glow/shared';
import { ApiError, callApi } from '~/lib/api-client';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Field, Input } from '~/components/ui/field';

const M = ORDER_ACCESS_MESSAGES;

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'error'; text: string };

/**
 * Find my orders (docs/product.md#security): the server mails a signed link to every order of the
 * address and answers the same text whether or not there are any, so the form says nothing more.
 */
export function FindOrdersForm({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const headingId = useId();
  const Heading = headingLevel;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus({ kind: 'sending' });
    try {
      await callApi(api.orders.findMine, { body: { email: email.trim() } });
      setStatus({ kind: 'sent' });
    } catch (err) {
      const text = err instanceof ApiError && err.errors[0] ? err.errors[0] : MESSAGES.login.network;
      setStatus({ kind: 'error', text });
    }
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4" data-testid="find-orders">
      <div>
        <Heading
          id={headingId}
          className={headingLevel === 'h1' ? 'font-display text-3xl sm:text-4xl' : 'font-display text-2xl'}
        >
          {M.findTitle}
        </Heading>
        <p className="mt-2 text-ink-muted">{M.findText}</p>
      </div>
      {status.kind === 'sent' ? (
        <Alert tone="success" title="Check your inbox">
          <span data-testid="find-orders-sent">{M.findSent}</span>
        </Alert>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
          <Field
            label="Email used at checkout"
            className="flex-1"
            error={status.kind === 'error' ? status.text : null}
          >
            {(p) => (
              <Input
                {...p}
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                maxLength={320}
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  if (status.kind === 'error') setStatus({ kind: 'idle' });
                }}
                required
              />
            )}
          </Field>
          <Button type="submit" disabled={status.kind === 'sending' || email.trim() === ''}>
            <MailCheck aria-hidden="true" className="size-4" />
            {status.kind === 'sending' ? M.findSending : M.findButton}
          </Button>
        </form>
      )}
    </section>
  );
}
