import { useState } from 'react';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { readSkinProfile, type SkinProfile } from '@seoul-glow/shared';
import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { QUIZ_QUESTIONS } from './quiz-questions';

type Answers = Partial<Record<keyof SkinProfile, string | string[]>>;

/**
 * The skin quiz, one question at a time: skin type, up to three concerns, sensitivity, fragrance,
 * budget and routine length. The answers become the profile the caller saves in the browser.
 */
export function SkinQuiz({
  start,
  onDone,
}: {
  start: SkinProfile | null;
  onDone: (profile: SkinProfile) => void;
}) {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Answers>(() => ({ concerns: [], ...(start ?? {}) }));
  const question = QUIZ_QUESTIONS[step]!;
  const value = answers[question.key];
  const chosen = (v: string) => (Array.isArray(value) ? value.includes(v) : value === v);
  const answered = question.max !== undefined || typeof value === 'string';
  const last = step === QUIZ_QUESTIONS.length - 1;

  const choose = (v: string) => {
    if (question.max === undefined) return setAnswers((a) => ({ ...a, [question.key]: v }));
    const list = Array.isArray(value) ? value : [];
    const next = list.includes(v) ? list.filter((x) => x !== v) : [...list, v].slice(0, question.max);
    setAnswers((a) => ({ ...a, [question.key]: next }));
  };
  const next = () => {
    if (!last) return setStep(step + 1);
    const profile = readSkinProfile(answers);
    if (profile) onDone(profile);
  };

  return (
    <div className="mx-auto max-w-2xl">
      <div className="flex items-center justify-between text-sm text-ink-muted">
        <p aria-live="polite">
          Question {step + 1} of {QUIZ_QUESTIONS.length}
        </p>
        <div className="flex gap-1" aria-hidden="true">
          {QUIZ_QUESTIONS.map((q, i) => (
            <span
              key={q.key}
              className={cn('h-1.5 w-6 rounded-full', i <= step ? 'bg-blush-600' : 'bg-line')}
            />
          ))}
        </div>
      </div>
      <fieldset className="mt-6">
        <legend className="font-display text-2xl text-ink sm:text-3xl">{question.title}</legend>
        <p className="mt-2 text-sm text-ink-muted">{question.help}</p>
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          {question.options.map((o) => (
            <label
              key={o.value}
              className={cn(
                'flex min-h-14 cursor-pointer items-start gap-3 rounded-2xl p-4 ring-1 transition-colors',
                chosen(o.value)
                  ? 'bg-blush-50 ring-2 ring-blush-500'
                  : 'bg-surface ring-line hover:ring-blush-300',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blush-400',
              )}
            >
              <input
                type={question.max === undefined ? 'radio' : 'checkbox'}
                name={question.key}
                value={o.value}
                checked={chosen(o.value)}
                onChange={() => choose(o.value)}
                className="mt-0.5 size-4 accent-blush-600"
              />
              <span>
                <span className="block font-semibold text-ink">{o.label}</span>
                {o.hint ? <span className="mt-0.5 block text-sm text-ink-muted">{o.hint}</span> : null}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-8 flex items-center justify-between gap-3">
        <Button variant="ghost" onClick={() => setStep(step - 1)} disabled={step === 0}>
          <ArrowLeft aria-hidden="true" className="size-4" /> Back
        </Button>
        <Button onClick={next} disabled={!answered}>
          {last ? (
            <>
              <Check aria-hidden="true" className="size-4" /> See My Routine
            </>
          ) : (
            <>
              Next <ArrowRight aria-hidden="true" className="size-4" />
            </>
          )}
        </Button>
      </div>
    </div>
  );
}
