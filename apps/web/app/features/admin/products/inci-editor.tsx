import { useMemo, useState } from 'react';
import { CircleCheck, CircleHelp, Leaf } from 'lucide-react';
import {
  BEAUTY_LIMITS,
  FREE_FROM,
  FREE_FROM_LABELS,
  deriveFreeFrom,
  findIngredient,
  freeFromBreakers,
  parseInciList,
} from '@seoul-glow/shared';
import { Field, Textarea } from '~/components/ui/field';
import { ChipToggles } from './chip-toggles';
import { LabelPhotoButton } from './label-photo-button';
import type { FieldsProps } from './product-fields';

/**
 * The INCI list as pasted (comma separated, as labels print it) or read from a photo, with each
 * ingredient shown recognised or unknown against the glossary as it is typed; the key
 * ingredients chosen from it; and the free-from claims derived from it, read-only
 * (docs/product.md#what-the-store-keeps: never typed, so they cannot contradict the label).
 */
export function InciEditor({ values, errors, set }: FieldsProps) {
  const names = useMemo(() => parseInciList(values.ingredients), [values.ingredients]);
  const known = useMemo(() => names.map((n) => findIngredient(n)), [names]);
  const freeFrom = useMemo(() => deriveFreeFrom(names), [names]);
  const breakers = useMemo(() => freeFromBreakers(names), [names]);
  const unknown = known.filter((k) => !k).length;
  // Key ingredients a new list no longer holds leave the selection at once (a hidden choice would
  // block the save with nothing to correct), and the form says which.
  const [dropped, setDropped] = useState<string[]>([]);
  const setIngredients = (text: string) => {
    set('ingredients', text);
    const next = parseInciList(text);
    const gone = values.keyIngredients.filter((k) => !next.includes(k));
    if (gone.length)
      set(
        'keyIngredients',
        values.keyIngredients.filter((k) => next.includes(k)),
      );
    setDropped(gone);
  };

  return (
    <div className="space-y-5">
      <Field
        label="Ingredients (INCI)"
        error={errors.ingredients}
        hint="Paste the label's list in its order, separated by commas."
      >
        {(p) => (
          <Textarea
            {...p}
            rows={5}
            value={values.ingredients}
            onChange={(e) => setIngredients(e.target.value)}
            placeholder="Water, Glycerin, Niacinamide, Centella Asiatica Extract, …"
          />
        )}
      </Field>
      <LabelPhotoButton onRead={(list) => setIngredients(list.join(', '))} />

      {names.length ? (
        <div>
          <p className="text-sm text-ink-muted" aria-live="polite">
            {names.length} ingredients · {names.length - unknown} recognised · {unknown} unknown
            {names.length > BEAUTY_LIMITS.ingredients ? ` (at most ${BEAUTY_LIMITS.ingredients})` : ''}
          </p>
          <ul aria-label="Ingredients as read" className="mt-2 flex flex-wrap gap-1.5">
            {names.map((name, i) => {
              const hit = known[i];
              return (
                <li
                  key={`${name}-${i}`}
                  title={hit ? `${hit.name}: ${hit.purpose}` : 'Not in the ingredient glossary'}
                  className={
                    hit
                      ? 'inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-medium text-emerald-900 ring-1 ring-emerald-200 ring-inset'
                      : 'inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-medium text-amber-900 ring-1 ring-amber-200 ring-inset'
                  }
                >
                  {hit ? (
                    <CircleCheck aria-hidden="true" className="size-3.5" />
                  ) : (
                    <CircleHelp aria-hidden="true" className="size-3.5" />
                  )}
                  {name}
                  <span className="sr-only">{hit ? ' (recognised)' : ' (unknown)'}</span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}

      <ChipToggles
        label="Key ingredients"
        options={names.map((n) => ({ value: n, label: n }))}
        chosen={values.keyIngredients}
        onChange={(next) => set('keyIngredients', next)}
        max={BEAUTY_LIMITS.keyIngredients}
        error={errors.keyIngredients}
      />
      <p
        role="status"
        className="-mt-3 text-sm text-amber-900 empty:hidden"
        data-testid="key-ingredients-dropped"
      >
        {dropped.length
          ? `${dropped.join(', ')} ${dropped.length === 1 ? 'is' : 'are'} no longer in the ingredient list, so ${dropped.length === 1 ? 'it left' : 'they left'} the key ingredients.`
          : ''}
      </p>

      <div>
        <p className="mb-2 text-sm font-medium text-ink">Free from (derived from the list)</p>
        {names.length === 0 ? (
          <p className="text-sm text-ink-muted">
            Add the ingredient list to see what the product is free from.
          </p>
        ) : (
          <ul className="space-y-1 text-sm">
            {FREE_FROM.map((flag) => (
              <li key={flag} className="flex items-start gap-2">
                <Leaf
                  aria-hidden="true"
                  className={
                    freeFrom.includes(flag) ? 'mt-0.5 size-4 text-emerald-700' : 'mt-0.5 size-4 text-line'
                  }
                />
                {freeFrom.includes(flag) ? (
                  <span className="font-semibold text-emerald-900">{FREE_FROM_LABELS[flag].badge}</span>
                ) : (
                  <span className="text-ink-muted">
                    Not {FREE_FROM_LABELS[flag].badge.toLowerCase()}: {breakers[flag]?.join(', ')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
