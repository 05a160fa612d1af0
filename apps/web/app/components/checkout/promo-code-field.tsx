import { useId, useState, type FormEvent } from 'react';
import { Tag, X } from 'lucide-react';
import type { CartItem } from '~/lib/cart/cart-store';
import { savePromoCode, usePromoCode } from '~/lib/cart/checkout-choices';
import { applyPromoCode } from '~/lib/cart/promo-code';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/field';

/**
 * One promo code per order, on /cart and /checkout (docs/product.md#checkout): a field and Apply,
 * or, once a code applies, the code with a remove button. `problem` is why the applied code no
 * longer fits the cart as it is now (the server's quote says so), shown under it.
 */
export function PromoCodeField({
  items,
  email,
  country,
  problem,
}: {
  items: CartItem[];
  email?: string;
  country?: string;
  problem: string | null;
}) {
  const applied = usePromoCode();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function apply(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    setBusy(true);
    const result = await applyPromoCode(draft, items, { email, country });
    setBusy(false);
    if (result.ok) {
      setDraft('');
      setError(null);
    } else setError(result.message);
  }

  if (applied) {
    return (
      <div className="space-y-1.5" data-testid="promo-applied">
        <div className="flex items-center justify-between gap-2 rounded-xl bg-sage-50 px-3 py-2 text-sm text-sage-700">
          <span className="inline-flex items-center gap-2 font-semibold">
            <Tag aria-hidden="true" className="size-4" /> {applied}
          </span>
          <button
            type="button"
            onClick={() => savePromoCode(null)}
            className="grid size-9 place-items-center rounded-full hover:bg-sage-100"
            aria-label={`Remove promo code ${applied}`}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
        {problem ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <form onSubmit={apply} noValidate className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        Promo code
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          placeholder="e.g. GLOW10"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            setError(null);
          }}
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? 'Applying...' : 'Apply'}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
