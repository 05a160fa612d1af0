import { Minus, Plus } from 'lucide-react';

const button =
  'grid size-12 place-items-center rounded-full text-ink hover:bg-blush-50 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The product page's quantity: −, a field that takes whole numbers from 1 (anything else is
 * ignored) and +, which stops at `max`, the stock shown (docs/product.md#screens-and-routes).
 */
export function QuantityStepper({
  id,
  draft,
  quantity,
  max,
  disabled,
  inputRef,
  onStep,
  onType,
  onBlur,
}: {
  id: string;
  draft: string;
  quantity: number;
  max: number;
  disabled: boolean;
  inputRef: React.Ref<HTMLInputElement>;
  onStep: (n: number) => void;
  onType: (value: string) => void;
  onBlur: () => void;
}) {
  return (
    <div className="inline-flex h-12 items-center rounded-full border border-line bg-surface">
      <button
        type="button"
        onClick={() => onStep(Math.max(1, quantity - 1))}
        disabled={quantity <= 1 || disabled}
        aria-label="Decrease quantity"
        className={button}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        ref={inputRef}
        id={id}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        value={draft}
        disabled={disabled}
        aria-describedby={`${id}-limit`}
        onChange={(e) => onType(e.target.value)}
        onBlur={onBlur}
        className="h-full w-12 bg-transparent text-center text-base font-semibold text-ink tabular-nums focus:outline-none"
      />
      <button
        type="button"
        onClick={() => onStep(Math.min(max, quantity + 1))}
        disabled={disabled || quantity >= max}
        aria-label="Increase quantity"
        className={button}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
