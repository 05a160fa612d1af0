import { useId, useState, type FormEvent } from 'react';
import { BellRing } from 'lucide-react';
import { BACK_IN_STOCK_MESSAGES, api } from '@seoul-glow/shared';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/field';
import { ApiError, callApi } from '~/lib/api-client';
import { useHydrated } from '~/lib/use-hydrated';

type Status = { tone: 'done' | 'error'; text: string } | null;

/**
 * 'Notify me' on a sold-out product (docs/product.md#how-things-change): the shopper leaves an
 * email and gets one mail when the product is back. The answer reads the same whether or not
 * the address asked before.
 */
export function NotifyMeForm({ productId }: { productId: number }) {
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  // Before hydration a native submit would put the address in the page's URL: wait for the script.
  const hydrated = useHydrated();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const res = await callApi(api.catalog.notifyMe, { body: { productId, email } });
      setStatus({ tone: 'done', text: res.data?.message ?? BACK_IN_STOCK_MESSAGES.requested });
    } catch (err) {
      const text = err instanceof ApiError && err.errors[0] ? err.errors[0] : BACK_IN_STOCK_MESSAGES.failed;
      setStatus({ tone: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby={`${emailId}-heading`}
      className="rounded-card border border-line bg-blush-50/60 p-4"
    >
      <h2 id={`${emailId}-heading`} className="flex items-center gap-2 font-semibold text-ink">
        <BellRing aria-hidden="true" className="size-4 text-blush-600" />
        {BACK_IN_STOCK_MESSAGES.heading}
      </h2>
      {status?.tone === 'done' ? (
        <p role="status" className="mt-2 text-sm font-medium text-sage-700">
          {status.text}
        </p>
      ) : (
        <form onSubmit={(e) => void submit(e)} className="mt-2 space-y-2">
          <label htmlFor={emailId} className="block text-sm text-ink-muted">
            {BACK_IN_STOCK_MESSAGES.prompt}
          </label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={emailId}
              type="email"
              name="email"
              required
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              aria-describedby={status ? `${emailId}-error` : undefined}
              className="min-w-0 flex-1 basis-56"
            />
            <Button type="submit" disabled={busy || !hydrated} aria-busy={busy}>
              {busy ? BACK_IN_STOCK_MESSAGES.sending : BACK_IN_STOCK_MESSAGES.button}
            </Button>
          </div>
          {status ? (
            <p id={`${emailId}-error`} role="alert" className="text-sm font-medium text-red-700">
              {status.text}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
