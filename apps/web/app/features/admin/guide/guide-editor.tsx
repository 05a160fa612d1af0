import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { TIMINGS, api, type AdminGuideArticle } from '@seoul-glow/shared';
import { Alert } from '~/components/ui/alert';
import { Button, ButtonLink } from '~/components/ui/button';
import { adminApi } from '~/lib/admin/admin-api';
import { ApiError } from '~/lib/api-client';
import { GuideTagFields, GuideTextFields } from './guide-fields';
import {
  formFrom,
  placeServerError,
  requestFrom,
  validateGuide,
  type GuideErrors,
  type GuideForm,
} from './guide-form-model';
import { guideKeys } from './guide-queries';
import { FormSection } from '~/components/admin/form-section';

const SAVE_FAILED = 'The article could not be saved. Please try again.';

/** The article form: add a new one, or edit one (its address stays). */
export function GuideEditor({ article }: { article: AdminGuideArticle | null }) {
  const [form, setForm] = useState<GuideForm>(() => formFrom(article));
  const [errors, setErrors] = useState<GuideErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);
  const navigate = useNavigate();
  const client = useQueryClient();
  const editing = article !== null;

  const set = <K extends keyof GuideForm>(field: K, value: GuideForm[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateGuide(form);
    setErrors(found);
    setError(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const { slug, ...fields } = requestFrom(form);
      if (editing) await adminApi(api.admin.guide.update, { params: { slug: article.slug }, body: fields });
      else await adminApi(api.admin.guide.create, { body: { slug, ...fields } });
      void client.invalidateQueries({ queryKey: guideKeys.all });
      setSaved(editing ? 'Article saved' : 'Article added');
      // docs/product.md#how-things-change: the success text, then back to the list.
      redirect.current = setTimeout(() => void navigate('/admin/guide'), TIMINGS.formRedirectMs);
    } catch (err) {
      setBusy(false);
      const message = err instanceof ApiError ? err.errors[0] : undefined;
      if (!message) return setError(SAVE_FAILED);
      const placed = placeServerError(message);
      if (placed.field) setErrors((e) => ({ ...e, [placed.field!]: placed.message }));
      else setError(err instanceof ApiError ? err.errors.join(' ') : SAVE_FAILED);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-6" aria-label="Guide article">
      <FormSection title="The article" description="What shoppers read, in cosmetic wording.">
        <GuideTextFields form={form} errors={errors} set={set} editing={editing} />
      </FormSection>
      <FormSection
        title="Who it is for"
        description="Concerns, skin types, ingredients and products it concerns."
      >
        <GuideTagFields form={form} errors={errors} set={set} editing={editing} />
      </FormSection>
      {saved ? <Alert tone="success">{saved}</Alert> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {Object.values(errors).some(Boolean) ? (
        <Alert tone="error">Please correct the fields marked below their input.</Alert>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <ButtonLink to="/admin/guide" variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" disabled={busy || saved !== null}>
          {busy ? 'Saving...' : editing ? 'Save Article' : 'Add Article'}
        </Button>
      </div>
    </form>
  );
}
