import { CONCERN_OPTIONS, GUIDE_TOPICS, GUIDE_TOPIC_LABELS, SKIN_TYPE_OPTIONS } from '@seoul-glow/shared';
import { Field, Input, Select, Textarea } from '~/components/ui/field';
import type { GuideErrors, GuideForm } from './guide-form-model';

export interface GuideFieldsProps {
  form: GuideForm;
  errors: GuideErrors;
  set: <K extends keyof GuideForm>(field: K, value: GuideForm[K]) => void;
  /** The slug is the article's address: fixed once the article exists. */
  editing: boolean;
}

/** Title, address, topic, the short answer and the text: what shoppers read. */
export function GuideTextFields({ form, errors, set, editing }: GuideFieldsProps) {
  return (
    <div className="space-y-5">
      <Field label="Title" error={errors.title} required>
        {(p) => <Input {...p} value={form.title} onChange={(e) => set('title', e.target.value)} />}
      </Field>
      <div className="grid gap-5 md:grid-cols-2">
        <Field
          label="Address (slug)"
          error={errors.slug}
          hint={editing ? 'Fixed once the article exists: links point to it.' : 'Shown as /guide/your-slug.'}
          required
        >
          {(p) => (
            <Input
              {...p}
              value={form.slug}
              disabled={editing}
              onChange={(e) => set('slug', e.target.value.toLowerCase())}
            />
          )}
        </Field>
        <Field label="Topic" error={errors.topic} required>
          {(p) => (
            <Select
              {...p}
              value={form.topic}
              onChange={(e) => set('topic', e.target.value as GuideForm['topic'])}
            >
              <option value="">Pick a topic</option>
              {GUIDE_TOPICS.map((t) => (
                <option key={t} value={t}>
                  {GUIDE_TOPIC_LABELS[t]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field
        label="Short answer"
        error={errors.summary}
        hint="One or two sentences, shown first and quoted by the assistant. Cosmetic wording only."
        required
      >
        {(p) => (
          <Textarea {...p} rows={3} value={form.summary} onChange={(e) => set('summary', e.target.value)} />
        )}
      </Field>
      <Field
        label="Text"
        error={errors.body}
        hint='Paragraphs separated by a blank line; "## " starts a subheading, "- " a list item.'
        required
      >
        {(p) => <Textarea {...p} rows={14} value={form.body} onChange={(e) => set('body', e.target.value)} />}
      </Field>
      <Field
        label="Other ways to ask"
        error={errors.asks}
        hint="One question per line, as shoppers type them: search and the assistant read them."
      >
        {(p) => <Textarea {...p} rows={4} value={form.asks} onChange={(e) => set('asks', e.target.value)} />}
      </Field>
    </div>
  );
}

function Checkboxes({
  legend,
  options,
  chosen,
  onChange,
  error,
}: {
  legend: string;
  options: readonly { value: string; label: string }[];
  chosen: string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((o) => (
          <label key={o.value} className="inline-flex min-h-9 items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              className="size-4 accent-blush-600"
              checked={chosen.includes(o.value)}
              onChange={(e) =>
                onChange(e.target.checked ? [...chosen, o.value] : chosen.filter((v) => v !== o.value))
              }
            />
            {o.label}
          </label>
        ))}
      </div>
      {error ? <p className="mt-1 text-sm font-medium text-red-700">{error}</p> : null}
    </fieldset>
  );
}

/** Who and what the article is for: the store lists fitting products and links from ingredients. */
export function GuideTagFields({ form, errors, set }: GuideFieldsProps) {
  return (
    <div className="space-y-5">
      <Checkboxes
        legend="Concerns"
        options={CONCERN_OPTIONS}
        chosen={form.concerns}
        onChange={(v) => set('concerns', v)}
        error={errors.concerns}
      />
      <Checkboxes
        legend="Skin types"
        options={SKIN_TYPE_OPTIONS}
        chosen={form.skinTypes}
        onChange={(v) => set('skinTypes', v)}
        error={errors.skinTypes}
      />
      <Field
        label="Ingredients"
        error={errors.ingredients}
        hint="Glossary slugs, comma-separated (e.g. niacinamide, ceramides)."
      >
        {(p) => (
          <Input {...p} value={form.ingredients} onChange={(e) => set('ingredients', e.target.value)} />
        )}
      </Field>
      <Field
        label="Product types"
        error={errors.productTypes}
        hint="Comma-separated (e.g. cleanser, sunscreen): up to four in-stock products of them follow the text."
      >
        {(p) => (
          <Input {...p} value={form.productTypes} onChange={(e) => set('productTypes', e.target.value)} />
        )}
      </Field>
      <Field label="Related articles" error={errors.related} hint="Slugs of other articles, comma-separated.">
        {(p) => <Input {...p} value={form.related} onChange={(e) => set('related', e.target.value)} />}
      </Field>
      <div className="grid gap-5 md:grid-cols-2">
        <Field label="Reviewed on" error={errors.reviewedAt} required>
          {(p) => (
            <Input
              {...p}
              type="date"
              value={form.reviewedAt}
              onChange={(e) => set('reviewedAt', e.target.value)}
            />
          )}
        </Field>
        <label className="inline-flex min-h-11 items-center gap-2 self-end text-sm font-medium text-ink">
          <input
            type="checkbox"
            className="size-4 accent-blush-600"
            checked={form.published}
            onChange={(e) => set('published', e.target.checked)}
          />
          Published (shown in the store and used by the assistant)
        </label>
      </div>
    </div>
  );
}
