import { Link } from 'react-router';
import { Moon, Sun } from 'lucide-react';
import { formatUsd, type SkinRoutine, type SkinRoutineStep } from '@seoul-glow/shared';
import { ChatAddButton } from './chat-add-button';

function Steps({
  title,
  steps,
  onNavigate,
}: {
  title: 'Morning' | 'Evening';
  steps: SkinRoutineStep[];
  onNavigate: () => void;
}) {
  const Icon = title === 'Morning' ? Sun : Moon;
  return (
    <section>
      <h3 className="mb-1.5 flex items-center gap-1.5 text-xs font-semibold tracking-[0.12em] text-blush-700 uppercase">
        <Icon aria-hidden="true" className="size-3.5" /> {title}
      </h3>
      <ol className="space-y-2">
        {steps.map((step, i) => (
          <li key={`${step.key}-${i}`} className="flex items-start gap-2">
            <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-blush-100 text-[11px] font-semibold text-blush-800">
              {i + 1}
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-[11px] font-semibold text-ink-muted uppercase">{step.label}</p>
              {step.pick ? (
                <>
                  <p className="flex items-center justify-between gap-2">
                    <Link
                      to={`/products/${step.pick.product.id}`}
                      onClick={onNavigate}
                      className="font-semibold leading-snug hover:text-blush-700"
                    >
                      {step.pick.product.name}
                    </Link>
                    <span className="flex shrink-0 items-center gap-1.5 font-semibold tabular-nums">
                      {formatUsd(step.pick.product.price)}
                      <ChatAddButton
                        compact
                        productIds={[step.pick.product.id]}
                        label={`Add ${step.pick.product.name} to cart`}
                        doneLabel={`${step.pick.product.name} added to cart`}
                      />
                    </span>
                  </p>
                  <p className="text-xs text-ink-muted">{step.pick.why}</p>
                </>
              ) : (
                <p className="text-xs text-ink-muted">{step.missing}</p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A routine built from in-stock products (build_routine, the skin quiz's builder), with add to cart. */
export function ChatRoutine({ routine, onNavigate }: { routine: SkinRoutine; onNavigate: () => void }) {
  const ids = [
    ...new Set([...routine.morning, ...routine.evening].flatMap((s) => (s.pick ? [s.pick.product.id] : []))),
  ];
  return (
    <div
      className="mt-2 space-y-3 rounded-2xl border border-line/80 bg-surface p-3 text-[13px] text-ink shadow-soft"
      data-testid="product-routine-card"
    >
      <Steps title="Morning" steps={routine.morning} onNavigate={onNavigate} />
      <Steps title="Evening" steps={routine.evening} onNavigate={onNavigate} />
      {ids.length ? (
        <ChatAddButton productIds={ids} label="Add the whole routine" doneLabel="Routine added to cart" />
      ) : null}
    </div>
  );
}
