import { useEffect, useRef, useState } from 'react';
import { Check, ShoppingBag } from 'lucide-react';
import { TIMINGS } from '@seoul-glow/shared';
import { cn } from '~/components/ui/cn';
import { addToCart } from '~/lib/cart/cart-store';

/** Adds products to the cart from inside an answer and says so for 2 s (docs/product.md#screens-and-routes timings). */
export function ChatAddButton({
  productIds,
  label,
  doneLabel,
  compact = false,
}: {
  productIds: number[];
  label: string;
  doneLabel: string;
  compact?: boolean;
}) {
  const [added, setAdded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const add = () => {
    for (const id of productIds) addToCart(id);
    setAdded(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAdded(false), TIMINGS.addedMs);
  };
  const Icon = added ? Check : ShoppingBag;
  return (
    <button
      type="button"
      onClick={add}
      aria-label={added ? doneLabel : label}
      className={cn(
        'inline-flex items-center justify-center gap-1.5 rounded-full bg-ink font-semibold text-white transition-colors hover:bg-blush-700',
        compact ? 'size-9 shrink-0' : 'min-h-11 px-4 text-sm',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {compact ? null : <span>{added ? doneLabel : label}</span>}
    </button>
  );
}
