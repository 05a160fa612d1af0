import {
  useId,
  type ComponentProps,
  type LabelHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from './cn';

const control =
  'block w-full rounded-xl border border-line bg-surface px-4 text-base text-ink shadow-[inset_0_1px_2px_rgb(43_29_34/0.03)] transition-colors placeholder:text-ink-muted/70 hover:border-blush-200 focus:border-blush-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-blush-500/40 disabled:cursor-not-allowed disabled:bg-canvas disabled:text-ink-muted aria-invalid:border-red-600 sm:text-sm';

/** A form label; add `required` to show a decorative asterisk. */
export function Label({
  className,
  required,
  children,
  ...props
}: LabelHTMLAttributes<HTMLLabelElement> & { required?: boolean }) {
  return (
    <label className={cn('block text-sm font-medium text-ink', className)} {...props}>
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-blush-700">
          *
        </span>
      ) : null}
    </label>
  );
}

/** A single-line text input (44 px tall); pass `aria-invalid` to show the error look. */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(control, 'h-11', className)} {...props} />;
}

/** A multi-line text input. */
export function Textarea({ className, rows = 4, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea rows={rows} className={cn(control, 'py-3 leading-relaxed', className)} {...props} />;
}

/**
 * A native `<select>` with a drawn chevron; pass `<option>`s as children. The wrapper is a
 * `<span>`, so a select may sit inside a `<label>` (which takes phrasing content only).
 */
export function Select({ className, children, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <span className={cn('relative block', className)}>
      <select className={cn(control, 'h-11 appearance-none pr-10')} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-ink-muted"
      />
    </span>
  );
}

export interface FieldProps {
  /** Visible label text. */
  label: ReactNode;
  /** Message shown beneath the control in red; also sets aria-invalid/aria-describedby. */
  error?: string | null;
  /** Helper text shown beneath the control. */
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** Render-prop receiving the ids and aria attributes to spread on the control. */
  children: (control: {
    id: string;
    'aria-invalid': boolean | undefined;
    'aria-describedby': string | undefined;
    required: boolean | undefined;
  }) => ReactNode;
}

/** Label + control + hint + error, wired together: `<Field label="Email">{(p) => <Input {...p} />}</Field>`. */
export function Field({ label, error, hint, required, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, required })}
      {hint ? (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/** A red validation message beneath a control. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {children}
    </p>
  );
}
