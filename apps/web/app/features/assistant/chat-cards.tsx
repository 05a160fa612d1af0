import {
  AlertTriangle,
  CalendarDays,
  FlaskConical,
  Flower2,
  Lightbulb,
  Moon,
  Sparkles,
  Sun,
} from 'lucide-react';
import { INGREDIENTS_BY_ID, ROUTINES, SKIN_CONCERNS } from '@seoul-glow/shared';
import type { ChatCard } from './chat-model';

const frame =
  'mt-2 rounded-2xl border border-line/80 bg-surface p-3 text-[13px] leading-relaxed text-ink shadow-soft';
const heading =
  'mb-1.5 flex items-center gap-1.5 text-xs font-semibold tracking-[0.12em] text-blush-700 uppercase';

/** The rich part of a bot answer: analysis, routine, tips or a scanned label. */
export function ChatCardView({ card }: { card: ChatCard }) {
  switch (card.kind) {
    case 'analysis': {
      const concern = SKIN_CONCERNS[card.concern];
      return (
        <div className={frame} data-testid="analysis-card">
          <p className="mb-2 font-display text-base font-semibold">{concern.label}</p>
          <p className={heading}>
            <FlaskConical aria-hidden="true" className="size-3.5" /> Key ingredients
          </p>
          <ul className="mb-2 flex flex-wrap gap-1.5">
            {concern.ingredients.slice(0, 5).map((id) => (
              <li
                key={id}
                className="rounded-full bg-blush-50 px-2.5 py-0.5 text-xs font-medium text-blush-800"
              >
                {INGREDIENTS_BY_ID.get(id)?.name ?? id}
              </li>
            ))}
          </ul>
          <p className={heading}>
            <Sparkles aria-hidden="true" className="size-3.5" /> Benefits
          </p>
          <ul className="mb-2 list-disc space-y-0.5 pl-4">
            {concern.benefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
          <p className={heading}>
            <Sun aria-hidden="true" className="size-3.5" /> Routine
          </p>
          <p>{concern.routine}</p>
        </div>
      );
    }
    case 'routine': {
      const routine = ROUTINES[card.routine];
      const Icon = card.routine === 'morning' ? Sun : card.routine === 'evening' ? Moon : CalendarDays;
      return (
        <div className={frame} data-testid="routine-card">
          <p className="mb-2 flex items-center gap-2 font-display text-base font-semibold">
            <Icon aria-hidden="true" className="size-4 text-blush-600" /> {routine.title}
          </p>
          <ol className="space-y-1.5">
            {routine.steps.map((s, i) => (
              <li key={s.step} className="flex gap-2">
                <span className="grid size-5 shrink-0 place-items-center rounded-full bg-blush-100 text-[11px] font-semibold text-blush-800">
                  {i + 1}
                </span>
                <span>
                  <strong className="font-semibold">{s.step}</strong>: {s.detail}
                </span>
              </li>
            ))}
          </ol>
        </div>
      );
    }
    case 'tips':
      return (
        <div className={frame} data-testid="tips-card">
          <p className={heading}>
            <Lightbulb aria-hidden="true" className="size-3.5" /> K-beauty tips
          </p>
          <ul className="space-y-1.5">
            {card.tips.map((tip) => (
              <li key={tip} className="flex gap-2">
                <Flower2 aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-blush-600" />
                <span>{tip}</span>
              </li>
            ))}
          </ul>
        </div>
      );
    case 'label':
      return (
        <div className={frame} data-testid="label-card">
          <ul className="space-y-1.5">
            {card.ingredients.map((i) => (
              <li key={i.name}>
                <strong className="font-semibold">{i.name}</strong>: {i.purpose}
                {i.caution ? (
                  <span className="mt-0.5 flex gap-1 text-xs text-peach-700">
                    <AlertTriangle aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
                    <span>
                      <span className="sr-only">Caution: </span>
                      {i.caution}
                    </span>
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
          {card.warnings.length ? (
            <div className="mt-2 rounded-xl bg-peach-50 p-2 text-xs text-peach-700">
              {card.warnings.map((w) => (
                <p key={w}>{w}</p>
              ))}
            </div>
          ) : null}
        </div>
      );
  }
}
