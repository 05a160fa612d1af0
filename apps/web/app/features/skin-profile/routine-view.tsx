import { useState } from 'react';
import { Moon, RotateCcw, ShoppingBag, Sun } from 'lucide-react';
import {
  BUDGET_LABELS,
  CONCERN_LABELS,
  MESSAGES,
  SKIN_TYPE_LABELS,
  formatUsd,
  type SkinProfile,
} from '@seoul-glow/shared';
import { withQueryClient } from '~/components/query/with-query-client';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { LoadingBlock } from '~/components/ui/spinner';
import { addToCart } from '~/lib/cart/cart-store';
import { requestOpenCart } from '~/lib/cart/cart-events';
import { RoutineStepCard } from './routine-step';
import { useRoutine, type RoutineTime } from './use-routine';

/**
 * The routine for the saved profile: morning and evening steps, each explained in a line, a swap
 * per step, and the whole routine into the cart in one tap.
 */
export const RoutineView = withQueryClient(function RoutineView({
  profile,
  onRetake,
}: {
  profile: SkinProfile;
  onRetake: () => void;
}) {
  const { routine, error, shown, swap, products, retry } = useRoutine(profile);
  const [added, setAdded] = useState('');
  const chosen = products();
  const total = chosen.reduce((sum, p) => sum + Math.round(p.price * 100), 0) / 100;

  const addAll = () => {
    for (const p of chosen) addToCart(p.id, 1);
    requestOpenCart({ productId: chosen[0]?.id });
    setAdded(MESSAGES.skinProfile.addedAll);
  };

  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl text-ink sm:text-4xl">Your K-beauty routine</h1>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Your skin profile">
            <li>
              <Badge tone="brand">{SKIN_TYPE_LABELS[profile.skinType]} skin</Badge>
            </li>
            {profile.concerns.map((c) => (
              <li key={c}>
                <Badge>{CONCERN_LABELS[c]}</Badge>
              </li>
            ))}
            {profile.fragrance === 'fragrance-free' ? (
              <li>
                <Badge>Fragrance-free</Badge>
              </li>
            ) : null}
            <li>
              <Badge>{BUDGET_LABELS[profile.budget]}</Badge>
            </li>
          </ul>
        </div>
        <Button variant="ghost" onClick={onRetake}>
          <RotateCcw aria-hidden="true" className="size-4" /> Retake the quiz
        </Button>
      </div>
      {error ? (
        <Alert tone="error" className="mt-6">
          {error}{' '}
          <button type="button" className="font-semibold underline" onClick={retry}>
            Try again
          </button>
        </Alert>
      ) : !routine ? (
        <LoadingBlock label="Building your routine..." />
      ) : (
        <>
          <div className="mt-8 grid gap-8 lg:grid-cols-2">
            {(['morning', 'evening'] as RoutineTime[]).map((time) => (
              <section key={time} aria-labelledby={`${time}-title`}>
                <h2 id={`${time}-title`} className="flex items-center gap-2 font-display text-2xl text-ink">
                  {time === 'morning' ? (
                    <Sun aria-hidden="true" className="size-6 text-gold-500" />
                  ) : (
                    <Moon aria-hidden="true" className="size-6 text-blush-700" />
                  )}
                  {time === 'morning' ? 'Morning' : 'Evening'}
                </h2>
                <ol className="mt-4 space-y-3">
                  {routine[time].map((step, i) => (
                    <RoutineStepCard
                      key={step.key}
                      step={step}
                      index={i}
                      pick={shown(time, step.key)}
                      onSwap={() => swap(time, step.key)}
                    />
                  ))}
                </ol>
              </section>
            ))}
          </div>
          <div className="sticky bottom-3 mt-8 flex flex-wrap items-center justify-between gap-3 rounded-card bg-ink py-4 pr-20 pl-4 text-white shadow-lift sm:pr-24">
            <p className="text-sm">
              {chosen.length} products ·{' '}
              <span className="font-semibold tabular-nums">{formatUsd(total)}</span>
            </p>
            {/* data-keep-clear: on a phone the bar's button can wrap under the assistant's
                floating button, which then steps aside. */}
            <Button variant="primary" onClick={addAll} disabled={chosen.length === 0} data-keep-clear>
              <ShoppingBag aria-hidden="true" className="size-4" /> Add the Whole Routine to Cart
            </Button>
            <p role="status" className="w-full text-sm text-blush-100 empty:hidden">
              {added}
            </p>
          </div>
        </>
      )}
    </div>
  );
});
