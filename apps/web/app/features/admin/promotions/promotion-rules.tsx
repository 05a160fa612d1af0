import type { ReactNode } from 'react';
import type { FieldsProps } from './promotion-fields';

function Check({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex items-start gap-3 text-sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-4 accent-blush-600"
      />
      <span>{children}</span>
    </label>
  );
}

/** Who may use it, whether the header names it, and whether it is live or paused. */
export function PromotionRules({ form, set }: Omit<FieldsProps, 'errors'>) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-medium">Rules</legend>
      <Check checked={form.oncePerEmail} onChange={(v) => set('oncePerEmail', v)}>
        One use per email address
      </Check>
      <Check checked={form.firstOrderOnly} onChange={(v) => set('firstOrderOnly', v)}>
        First order only{' '}
        <span className="text-ink-muted">(emails that have not ordered before; one use each)</span>
      </Check>
      <Check checked={form.showInHeader} onChange={(v) => set('showInHeader', v)}>
        Name this code in the store&apos;s header promo{' '}
        <span className="text-ink-muted">(replaces the current one)</span>
      </Check>
      <Check checked={form.active} onChange={(v) => set('active', v)}>
        Active <span className="text-ink-muted">(untick to pause)</span>
      </Check>
    </fieldset>
  );
}
