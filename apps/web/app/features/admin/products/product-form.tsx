import { useState, type FormEvent } from 'react';
import { FolderPlus } from 'lucide-react';
import type { Category, Product } from '@seoul-glow/shared';
import { Alert } from '~/components/ui/alert';
import { Button, ButtonLink } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { AdditionalFieldsEditor } from './additional-fields-editor';
import { BeautyFields } from './beauty-fields';
import { InciEditor } from './inci-editor';
import { FormSection } from '~/components/admin/form-section';
import { ImagePicker } from './image-picker';
import { BasicFields, PricingFields, type SetProductValue } from './product-fields';
import {
  initialProductValues,
  productTextFields,
  validateProductForm,
  type ProductFormErrors,
} from './product-form-validation';
import { useProductSave } from './use-product-save';

/** The product form, add or edit (docs/product.md#screens-and-routes): four sections, one save. */
/** The fields that show their own message beneath them; any other error is named in the banner. */
const PLACED = new Set([
  'name',
  'description',
  'price',
  'stockQuantity',
  'weight',
  'categoryId',
  'videoLink',
  'brand',
  'productType',
  'skinTypes',
  'concerns',
  'ingredients',
  'keyIngredients',
  'size',
  'howToUse',
  'images',
]);

/** Messages of errors no field highlights (the banner must never point at nothing). */
function unplaced(errors: Partial<Record<string, string>>): string[] {
  return [
    ...new Set(
      Object.entries(errors)
        .filter(([field, message]) => message && !PLACED.has(field))
        .map(([, message]) => message!),
    ),
  ];
}

export function ProductForm({ categories, product }: { categories: Category[]; product?: Product }) {
  const [values, setValues] = useState(() => initialProductValues(product));
  const [fields, setFields] = useState<Record<string, string>>(product?.additionalFields ?? {});
  const [existing, setExisting] = useState<string[]>(product?.images ?? []);
  const [deleted, setDeleted] = useState<string[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const { status, setStatus, busy, save } = useProductSave(Boolean(product));

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

  const categoryName = categories.find((c) => String(c.id) === values.categoryId)?.name;
  const set: SetProductValue = (key, value) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateProductForm(values, existing.length + files.length, fields, categoryName);
    setErrors(found);
    if (Object.keys(found).length) {
      setStatus(null);
      return;
    }
    const form = new FormData();
    if (product) form.set('id', String(product.id));
    for (const [name, value] of Object.entries(productTextFields(values, fields))) form.set(name, value);
    for (const name of deleted) form.append('deletedImages', name);
    for (const file of files) form.append('images', file);
    void save(form);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <FormSection title="Basic Information" description="What shoppers see first.">
        <BasicFields values={values} errors={errors} set={set} categories={categories} />
      </FormSection>
      <FormSection title="Pricing & Inventory" description="Price in US dollars, weight in kilograms.">
        <PricingFields values={values} errors={errors} set={set} />
      </FormSection>
      <FormSection
        title="Beauty Details"
        description="Brand, type, who it is for and the ingredient list: the store's filters, search and product page read these."
      >
        <div className="space-y-8">
          <BeautyFields values={values} errors={errors} set={set} categoryName={categoryName} />
          <InciEditor values={values} errors={errors} set={set} />
        </div>
      </FormSection>
      <FormSection
        title="Additional Details"
        description="Extra sections on the product page, such as how to use or ingredients."
      >
        <AdditionalFieldsEditor fields={fields} onChange={setFields} />
      </FormSection>
      <FormSection
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
      </FormSection>

      {status ? <Alert tone={status.tone}>{status.text}</Alert> : null}
      {Object.values(errors).some(Boolean) ? (
        <Alert tone="error">
          Please correct the highlighted fields.
          {unplaced(errors).map((message) => (
            <span key={message} className="mt-1 block">
              {message}
            </span>
          ))}
        </Alert>
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
