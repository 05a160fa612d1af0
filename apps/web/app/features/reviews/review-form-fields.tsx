import {
  AGE_RANGE_LABELS,
  AGE_RANGES,
  CONCERN_LABELS,
  PROFILE_CONCERNS,
  REVIEW_LIMITS,
  SKIN_TYPE_OPTIONS,
} from '@seoul-glow/shared';
import { Field, Input, Select, Textarea } from '~/components/ui/field';
import type { DraftErrors, ReviewDraft } from './review-form-model';

/** Title, text, skin type, concerns, age range and "would you recommend it" of the review form. */
export function ReviewFormFields({
  draft,
  errors,
  set,
}: {
  draft: ReviewDraft;
  errors: DraftErrors;
  set: (next: Partial<ReviewDraft>) => void;
}) {
  const toggleConcern = (c: (typeof PROFILE_CONCERNS)[number]) =>
    set({
      concerns: draft.concerns.includes(c) ? draft.concerns.filter((x) => x !== c) : [...draft.concerns, c],
    });
  return (
    <>
      <Field label="Title" required error={errors.title}>
        {(p) => (
          <Input
            {...p}
            value={draft.title}
            maxLength={REVIEW_LIMITS.titleMax}
            onChange={(e) => set({ title: e.target.value })}
          />
        )}
      </Field>
      <Field
        label="Your review"
        required
        error={errors.text}
        hint={`${draft.text.trim().length} / ${REVIEW_LIMITS.textMax} characters, at least ${REVIEW_LIMITS.textMin}`}
      >
        {(p) => (
          <Textarea
            {...p}
            rows={5}
            value={draft.text}
            maxLength={REVIEW_LIMITS.textMax}
            placeholder="How did it feel, what changed, who would you recommend it to?"
            onChange={(e) => set({ text: e.target.value })}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Your skin type" required error={errors.skinType}>
          {(p) => (
            <Select
              {...p}
              value={draft.skinType}
              onChange={(e) => set({ skinType: e.target.value as ReviewDraft['skinType'] })}
            >
              <option value="">Choose…</option>
              {SKIN_TYPE_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Age range">
          {(p) => (
            <Select
              {...p}
              value={draft.ageRange}
              onChange={(e) => set({ ageRange: e.target.value as ReviewDraft['ageRange'] })}
            >
              <option value="">Prefer not to say</option>
              {AGE_RANGES.map((a) => (
                <option key={a} value={a}>
                  {AGE_RANGE_LABELS[a]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-ink">
          Your concerns (up to {REVIEW_LIMITS.concerns})
        </legend>
        <div className="flex flex-wrap gap-2">
          {PROFILE_CONCERNS.map((c) => (
            <label
              key={c}
              className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full px-3 text-sm ring-1 ring-line has-[:checked]:bg-blush-50 has-[:checked]:text-blush-800 has-[:checked]:ring-blush-300"
            >
              <input
                type="checkbox"
                className="size-4 accent-blush-600"
                checked={draft.concerns.includes(c)}
                disabled={!draft.concerns.includes(c) && draft.concerns.length >= REVIEW_LIMITS.concerns}
                onChange={() => toggleConcern(c)}
              />
              {CONCERN_LABELS[c]}
            </label>
          ))}
        </div>
        {errors.concerns ? <p className="mt-1 text-sm font-medium text-red-700">{errors.concerns}</p> : null}
      </fieldset>
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-ink">
          Would you recommend it? <span className="text-blush-700">*</span>
        </legend>
        <div className="flex gap-3">
          {[true, false].map((yes) => (
            <label key={String(yes)} className="inline-flex min-h-10 items-center gap-2 text-sm">
              <input
                type="radio"
                name="recommends"
                className="size-4 accent-blush-600"
                checked={draft.recommends === yes}
                onChange={() => set({ recommends: yes })}
              />
              {yes ? 'Yes' : 'No'}
            </label>
          ))}
        </div>
        {errors.recommends ? (
          <p className="mt-1 text-sm font-medium text-red-700">{errors.recommends}</p>
        ) : null}
      </fieldset>
    </>
  );
}
