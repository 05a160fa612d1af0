import { useState } from 'react';
import { Plus, X } from 'lucide-react';
import { MESSAGES, normaliseFieldName } from '@seoul-glow/shared';
import { Button } from '~/components/ui/button';
import { Field, Input, Textarea } from '~/components/ui/field';

/** docs/product.md#validation: names normalised, a duplicate is 'Field already exists.', an empty name is ignored. */
export function AdditionalFieldsEditor({
  fields,
  onChange,
}: {
  fields: Record<string, string>;
  onChange: (next: Record<string, string>) => void;
}) {
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  function add() {
    const key = normaliseFieldName(name);
    if (!key) return;
    if (Object.hasOwn(fields, key)) {
      setError(MESSAGES.product.fieldExists);
      return;
    }
    onChange({ ...fields, [key]: value });
    setName('');
    setValue('');
    setError(null);
  }

  return (
    <div className="space-y-4">
      {Object.keys(fields).length > 0 ? (
        <ul className="space-y-3">
          {Object.entries(fields).map(([key, text]) => (
            <li key={key} className="rounded-xl border border-line/70 bg-canvas/50 p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="font-mono text-sm font-semibold text-ink">{key}</span>
                <button
                  type="button"
                  onClick={() => {
                    const next = { ...fields };
                    delete next[key];
                    onChange(next);
                  }}
                  aria-label={`Remove field ${key}`}
                  className="grid size-9 place-items-center rounded-lg text-ink-muted hover:bg-red-50 hover:text-red-700"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </div>
              <label className="mt-2 block">
                <span className="sr-only">Value of {key}</span>
                <Textarea
                  rows={2}
                  value={text}
                  onChange={(e) => onChange({ ...fields, [key]: e.target.value })}
                />
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">No additional details yet, e.g. texture or finish.</p>
      )}
      <div className="grid gap-3 sm:grid-cols-[14rem_1fr_auto] sm:items-end">
        <Field label="Field Name" error={error}>
          {(p) => (
            <Input
              {...p}
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                setError(null);
              }}
              placeholder="e.g. How To Use"
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
            />
          )}
        </Field>
        <Field label="Field Value">
          {(p) => <Input {...p} value={value} onChange={(e) => setValue(e.target.value)} />}
        </Field>
        <Button type="button" variant="secondary" onClick={add} className={error ? 'sm:mb-7' : ''}>
          <Plus aria-hidden="true" className="size-4" /> Add Field
        </Button>
      </div>
    </div>
  );
}
