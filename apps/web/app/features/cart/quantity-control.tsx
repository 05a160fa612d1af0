import { Minus, Plus } from 'lucide-react';
import { cn } from '~/components/ui/cn';

/**
 * −/+ stepper; minus is disabled at 1 (docs/product.md#screens-and-routes: the quantity is lowered
 * only to 1 there) and plus at `max`, the stock shown.
 */
export function QuantityControl({
  name,
  quantity,
  onChange,
  max = 999,
  size = 'md',
}: {
  name: string;
  quantity: number;
  onChange: (quantity: number) => void;
  max?: number;
  size?: 'sm' | 'md';
}) {
  const button = cn(
    'grid place-items-center rounded-full text-ink transition-colors hover:bg-blush-50 hover:text-blush-700 disabled:cursor-not-allowed disabled:opacity-40',
    size === 'sm' ? 'size-9' : 'size-11',
  );
  return (
    <div className="inline-flex items-center rounded-full border border-line bg-surface">
      <button
        type="button"
        className={button}
        onClick={() => onChange(quantity - 1)}
        disabled={quantity <= 1}
        aria-label={`Decrease quantity of ${name}`}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output
        className="min-w-8 text-center text-sm font-semibold tabular-nums"
        aria-label={`Quantity of ${name}`}
      >
        {quantity}
      </output>
      <button
        type="button"
        className={button}
        onClick={() => onChange(Math.min(max, quantity + 1))}
        disabled={quantity >= max}
        aria-label={`Increase quantity of ${name}`}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
