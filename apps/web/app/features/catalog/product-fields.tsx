import { useId, useState } from 'react';
import { LIMITS } from '@seoul-glow/shared';
import { fieldLabel, truncateText } from './detail-fields';

/** The product's additional fields; each text past 150 characters folds with Read More (docs/product.md#validation). */
export function ProductFields({ fields }: { fields: Record<string, string> }) {
  const entries = Object.entries(fields).filter(([, value]) => value.trim());
  if (!entries.length) return null;
  return (
    <dl className="divide-y divide-line/70 rounded-2xl border border-line/70 bg-surface">
      {entries.map(([key, value]) => (
        <div key={key} className="px-5 py-4">
          <dt className="text-xs font-semibold tracking-[0.14em] text-blush-700 uppercase">
            {fieldLabel(key)}
          </dt>
          <FieldText text={value} />
        </div>
      ))}
    </dl>
  );
}

function FieldText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const { short, truncated } = truncateText(text, LIMITS.detailTruncateChars);
  return (
    <dd className="mt-1.5 text-[15px] leading-relaxed whitespace-pre-line text-ink">
      <span id={id}>{open || !truncated ? text : short}</span>
      {truncated ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((v) => !v)}
          className="ml-1.5 inline-flex min-h-6 items-center font-semibold text-blush-700 underline underline-offset-4 hover:text-blush-800"
        >
          {open ? 'Show Less' : 'Read More'}
        </button>
      ) : null}
    </dd>
  );
}
