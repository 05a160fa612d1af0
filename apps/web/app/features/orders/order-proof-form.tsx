import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LockKeyhole } from 'lucide-react';
import { ORDER_ACCESS_MESSAGES, MESSAGES } from '@seoul-glow/shared';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Field, Input } from '~/components/ui/field';
import { card } from './order-sections';
import type { ProofOutcome } from './use-order';

const M = ORDER_ACCESS_MESSAGES;

const PROBLEM: Record<Exclude<ProofOutcome, 'owner'>, string> = {
  wrong: M.proofFailed,
  limited: MESSAGES.generic.rateLimited,
  failed: MESSAGES.login.network,
};

/**
 * Shown instead of the address and payment cards while the order is seen by its id alone: the
 * email used at checkout shows them (docs/product.md#security).
 */
export function OrderProofForm({ onProve }: { onProve: (email: string) => Promise<ProofOutcome> }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    const outcome = await onProve(email.trim());
    setBusy(false);
    if (outcome !== 'owner') setProblem(PROBLEM[outcome]);
  }

  return (
    <section aria-labelledby="order-proof-title" className={card} data-testid="order-proof">
      <h2 id="order-proof-title" className="flex items-center gap-2 font-display text-xl">
        <LockKeyhole aria-hidden="true" className="size-5 text-blush-600" /> {M.proofTitle}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">{M.proofText}</p>
      <form onSubmit={submit} className="mt-4 space-y-3" noValidate>
        <Field label={M.proofLabel} error={problem}>
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
                setProblem(null);
              }}
              required
            />
          )}
        </Field>
        <Button type="submit" className="w-full" disabled={busy || email.trim() === ''}>
          {busy ? M.proofChecking : M.proofButton}
        </Button>
      </form>
      {problem === M.proofFailed ? (
        <Alert tone="info" className="mt-3" live={false}>
          Lost the email?{' '}
          <Link to="/orders/find" className="font-semibold text-blush-700 underline">
            Find my orders
          </Link>{' '}
          sends a fresh link to the address you used.
        </Alert>
      ) : null}
    </section>
  );
}
