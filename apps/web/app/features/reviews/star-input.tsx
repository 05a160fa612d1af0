import { Star } from 'lucide-react';
import { cn } from '~/components/ui/cn';

const WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/** A 1-5 star choice as a radio group: arrow keys move, each star says what it means. */
export function StarInput({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (rating: number) => void;
  error?: string;
}) {
  return (
    <fieldset aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">
        Your rating <span className="text-blush-700">*</span>
      </legend>
      <div className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded-lg p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blush-400"
          >
            <input
              type="radio"
              name="rating"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn('size-8', n <= value ? 'fill-gold-500 text-gold-500' : 'text-line')}
              strokeWidth={1.5}
            />
            <span className="sr-only">
              {n} star{n === 1 ? '' : 's'}: {WORDS[n]}
            </span>
          </label>
        ))}
        <span className="ml-2 text-sm text-ink-muted" aria-hidden="true">
          {WORDS[value]}
        </span>
      </div>
      {error ? <p className="mt-1 text-sm font-medium text-red-700">{error}</p> : null}
    </fieldset>
  );
}
