import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { FolderPlus } from 'lucide-react';
import { MESSAGES, TIMINGS, type Category, type Product } from '@seoul-glow/shared';
import { Alert } from '~/components/ui/alert';
import { Button, ButtonLink } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { Field, Input, Select, Textarea } from '~/components/ui/field';
import { adminApi, errorText } from '~/lib/admin/admin-api';
import { AdditionalFieldsEditor } from './additional-fields-editor';
import { ImagePicker } from './image-picker';
import {
  validateProductForm,
  type ProductFormErrors,
  type ProductFormValues,
} from './product-form-validation';

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-card border border-line/70 bg-surface p-5 shadow-soft sm:p-6">
      <h2 className="font-display text-xl text-ink">{title}</h2>
      <p className="mt-1 mb-5 text-sm text-ink-muted">{description}</p>
      {children}
    </section>
  );
}

function initialValues(product?: Product): ProductFormValues {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: product ? String(product.price) : '',
    stockQuantity: product ? String(product.stockQuantity) : '0',
    weight: product ? String(product.weight) : '',
    categoryId: product?.categoryId ? String(product.categoryId) : '',
    videoLink: product?.videoLink ?? '',
    isFeatured: product?.isFeatured ?? false,
  };
}

/** SPEC §2 product form (add or edit): four sections, SPEC §5 rules, success then redirect after 1.5 s. */
export function ProductForm({ categories, product }: { categories: Category[]; product?: Product }) {
  const navigate = useNavigate();
  const [values, setValues] = useState(() => initialValues(product));
  const [fields, setFields] = useState<Record<string, string>>(product?.additionalFields ?? {});
  const [existing, setExisting] = useState<string[]>(product?.images ?? []);
  const [deleted, setDeleted] = useState<string[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  if (categories.length === 0) {
    return (
      <EmptyState
        icon={<FolderPlus aria-hidden="true" className="size-6" />}
        title="No Categories Available"
        description="Every product belongs to a category. Create your categories first, then add products."
        action={<ButtonLink to="/admin/categories">Create Categories</ButtonLink>}
      />
    );
  }

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateProductForm(values, existing.length + files.length);
    setErrors(found);
    if (Object.keys(found).length) {
      setStatus(null);
      return;
    }
    const form = new FormData();
    if (product) form.set('id', String(product.id));
    form.set('name', values.name.trim());
    form.set('description', values.description.trim());
    form.set('price', values.price);
    form.set('stockQuantity', values.stockQuantity || '0');
    form.set('weight', values.weight);
    form.set('isFeatured', String(values.isFeatured));
    form.set('categoryId', values.categoryId);
    form.set('videoLink', values.videoLink.trim());
    form.set('additionalFieldsRaw', JSON.stringify(fields));
    for (const name of deleted) form.append('deletedImages', name);
    for (const file of files) form.append('images', file);
    setBusy(true);
    setStatus(null);
    try {
      await adminApi<Product>('/Products/saveProduct', { method: 'POST', body: form });
      setStatus({ tone: 'success', text: product ? MESSAGES.product.updated : MESSAGES.product.created });
      redirect.current = setTimeout(() => void navigate('/admin/products'), TIMINGS.formRedirectMs);
    } catch (err) {
      setStatus({ tone: 'error', text: errorText(err, MESSAGES.product.saveUnexpected) });
      setBusy(false);
    }
  }

  const num = { type: 'number', step: '0.01', min: '0', inputMode: 'decimal' } as const;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-6">
      <Section title="Basic Information" description="What shoppers see first.">
        <div className="grid gap-5 md:grid-cols-2">
          <Field label="Product Name" required error={errors.name} className="md:col-span-2">
            {(p) => (
              <Input
                {...p}
                value={values.name}
                onChange={(e) => set('name', e.target.value)}
                maxLength={200}
              />
            )}
          </Field>
          <Field label="Description" required error={errors.description} className="md:col-span-2">
            {(p) => (
              <Textarea
                {...p}
                rows={5}
                value={values.description}
                onChange={(e) => set('description', e.target.value)}
              />
            )}
          </Field>
          <Field label="Category" required error={errors.categoryId}>
            {(p) => (
              <Select {...p} value={values.categoryId} onChange={(e) => set('categoryId', e.target.value)}>
                <option value="">Select a category</option>
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            label="Video Link"
            error={errors.videoLink}
            hint="YouTube, TikTok, Vimeo or a direct video file (optional)"
          >
            {(p) => (
              <Input
                {...p}
                type="url"
                value={values.videoLink}
                onChange={(e) => set('videoLink', e.target.value)}
                placeholder="https://"
              />
            )}
          </Field>
          <label className="flex items-center gap-3 text-sm font-medium text-ink md:col-span-2">
            <input
              type="checkbox"
              checked={values.isFeatured}
              onChange={(e) => set('isFeatured', e.target.checked)}
              className="size-5 accent-blush-600"
            />
            Featured Product
          </label>
        </div>
      </Section>

      <Section title="Pricing & Inventory" description="Price in US dollars, weight in kilograms.">
        <div className="grid gap-5 sm:grid-cols-3">
          <Field label="Price" required error={errors.price}>
            {(p) => (
              <Input {...p} {...num} value={values.price} onChange={(e) => set('price', e.target.value)} />
            )}
          </Field>
          <Field label="Stock Quantity" error={errors.stockQuantity}>
            {(p) => (
              <Input
                {...p}
                type="number"
                step="1"
                min="0"
                inputMode="numeric"
                value={values.stockQuantity}
                onChange={(e) => set('stockQuantity', e.target.value)}
              />
            )}
          </Field>
          <Field label="Weight (kg)" required error={errors.weight}>
            {(p) => (
              <Input {...p} {...num} value={values.weight} onChange={(e) => set('weight', e.target.value)} />
            )}
          </Field>
        </div>
      </Section>

      <Section
        title="Additional Details"
        description="Extra sections on the product page, such as how to use or ingredients."
      >
        <AdditionalFieldsEditor fields={fields} onChange={setFields} />
      </Section>

      <Section
        title="Product Images"
        description="The first image is the main one. At least one image is required."
      >
        <ImagePicker
          existing={existing}
          onRemoveExisting={(name) => {
            setExisting((list) => list.filter((n) => n !== name));
            setDeleted((list) => [...list, name]);
          }}
          files={files}
          onFiles={(next) => {
            setFiles(next);
            setErrors((e) => ({ ...e, images: undefined }));
          }}
          error={errors.images}
        />
      </Section>

      {status ? <Alert tone={status.tone}>{status.text}</Alert> : null}
      {Object.values(errors).some(Boolean) ? (
        <Alert tone="error">Please correct the highlighted fields.</Alert>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <ButtonLink to="/admin/products" variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : product ? 'Update Product' : 'Create Product'}
        </Button>
      </div>
    </form>
  );
}
