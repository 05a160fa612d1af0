import { Check } from 'lucide-react';
import { cn } from '~/components/ui/cn';

/**
 * Values chosen by toggling chips (skin types, concerns, key ingredients): each a button with
 * aria-pressed, in a labelled group, so the keyboard and screen readers get the same choice.
 */
export function ChipToggles({
  label,
  options,
  chosen,
  onChange,
  max,
  error,
}: {
  label: string;
  options: { value: string; label: string }[];
  chosen: string[];
  onChange: (next: string[]) => void;
  /** Past this many chosen, the other chips are disabled. */
  max?: number;
  error?: string;
}) {
  const full = max !== undefined && chosen.length >= max;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink">
        {label}
        {max ? <span className="ml-1 font-normal text-ink-muted">(up to {max})</span> : null}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => {
          const on = chosen.includes(o.value);
          return (
            <button
              key={o.value}
              type="button"
              aria-pressed={on}
              disabled={!on && full}
              onClick={() => onChange(on ? chosen.filter((v) => v !== o.value) : [...chosen, o.value])}
              className={cn(
                'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors disabled:opacity-45',
                on
                  ? 'border-ink bg-ink text-white'
                  : 'border-line bg-surface text-ink hover:border-blush-300 hover:bg-blush-50',
              )}
            >
              {on ? <Check aria-hidden="true" className="size-3.5" /> : null}
              {o.label}
            </button>
          );
        })}
      </div>
      {error ? <p className="mt-1.5 text-sm font-medium text-red-700">{error}</p> : null}
    </fieldset>
  );
}
