import { queryOptions, useQuery } from '@tanstack/react-query';
import { Gift, Sparkles } from 'lucide-react';
import { api, type SampleChoice } from '@seoul-glow/shared';
import { ProductImage } from '~/components/product/product-image';
import { cn } from '~/components/ui/cn';
import { callApi } from '~/lib/api-client';

const option =
  'flex cursor-pointer items-center gap-3 rounded-xl border border-line p-3 text-sm transition-colors has-checked:border-blush-500 has-checked:bg-blush-50 has-focus-visible:outline-2 has-focus-visible:outline-blush-500/50';

/** The free samples in stock now (api.promotions.samples). */
export const samplesQuery = () =>
  queryOptions({
    queryKey: ['promotions', 'samples'],
    queryFn: async ({ signal }) => (await callApi(api.promotions.samples, { signal })).data?.samples ?? [],
  });

/**
 * 'Free Sample with every order' (docs/product.md#checkout): the samples in stock now, or
 * "Surprise me". Nothing shows while none is in stock; the order then carries no sample.
 */
export function SamplePicker({
  value,
  onChange,
  busy,
}: {
  value: SampleChoice;
  onChange: (choice: SampleChoice) => void;
  busy: boolean;
}) {
  // A failed call shows nothing, as when none is in stock.
  const samples = useQuery(samplesQuery()).data;
  if (!samples?.length) return null;

  return (
    <fieldset className="rounded-card border border-line bg-surface p-5 shadow-soft sm:p-6" disabled={busy}>
      <legend className="sr-only">Free sample</legend>
      <h2 className="flex items-center gap-2 font-display text-xl">
        <Gift aria-hidden="true" className="size-5 text-blush-600" /> Your Free Sample
      </h2>
      <p className="mt-1 text-sm text-ink-muted">Pick one to try, on us. It ships with your order.</p>
      <div className="mt-4 grid gap-2 sm:grid-cols-2">
        {samples.map((s) => (
          <label key={s.id} className={option}>
            <input
              type="radio"
              name="sample"
              className="sr-only"
              checked={value === s.id}
              onChange={() => onChange(s.id)}
            />
            <span className="w-12 shrink-0 overflow-hidden rounded-lg bg-blush-50">
              <ProductImage file={s.image} alt="" sizes="48px" />
            </span>
            <span className="font-medium">{s.name}</span>
          </label>
        ))}
        <label className={cn(option)}>
          <input
            type="radio"
            name="sample"
            className="sr-only"
            checked={value === 'surprise'}
            onChange={() => onChange('surprise')}
          />
          <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-blush-50 text-blush-600">
            <Sparkles aria-hidden="true" className="size-5" />
          </span>
          <span className="font-medium">Surprise me</span>
        </label>
      </div>
    </fieldset>
  );
}
