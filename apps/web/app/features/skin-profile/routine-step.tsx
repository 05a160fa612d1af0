import { Link } from 'react-router';
import { Repeat2 } from 'lucide-react';
import { formatUsd, productImageUrl, type RoutinePick, type SkinRoutineStep } from '@seoul-glow/shared';

/** One step of the routine: the product and the line that says why, a swap, or why it is empty. */
export function RoutineStepCard({
  step,
  index,
  pick,
  onSwap,
}: {
  step: SkinRoutineStep;
  index: number;
  pick: RoutinePick | null;
  onSwap: () => void;
}) {
  return (
    <li className="flex gap-4 rounded-2xl bg-surface p-4 ring-1 ring-line/70">
      <span className="grid size-8 shrink-0 place-items-center rounded-full bg-blush-100 text-sm font-semibold text-blush-800">
        {index + 1}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-[0.14em] text-blush-700 uppercase">{step.label}</p>
        {pick ? (
          <div className="mt-2 flex gap-3">
            {pick.product.image ? (
              <img
                src={productImageUrl(pick.product.image, 320)}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                className="size-16 shrink-0 rounded-xl bg-blush-50 object-cover"
              />
            ) : null}
            <div className="min-w-0">
              <p className="text-xs text-ink-muted">{pick.product.brand}</p>
              <Link
                to={`/products/${pick.product.id}`}
                className="font-semibold text-ink hover:text-blush-700"
              >
                {pick.product.name}
              </Link>
              <p className="text-sm font-semibold text-ink tabular-nums">{formatUsd(pick.product.price)}</p>
            </div>
          </div>
        ) : null}
        <p className="mt-2 text-sm text-ink-muted">{pick ? pick.why : step.missing}</p>
        {pick && step.alternatives.length ? (
          <button
            type="button"
            onClick={onSwap}
            className="mt-2 inline-flex min-h-10 items-center gap-1.5 text-sm font-semibold text-blush-700 hover:underline"
            aria-label={`Swap the ${step.label.toLowerCase()}`}
          >
            <Repeat2 aria-hidden="true" className="size-4" /> Swap
          </button>
        ) : null}
      </div>
    </li>
  );
}
