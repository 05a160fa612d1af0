import type { Category } from '@seoul-glow/shared';
import { Field, Input, Select, Textarea } from '~/components/ui/field';
import type { ProductFormErrors, ProductFormValues } from './product-form-validation';

export type SetProductValue = <K extends keyof ProductFormValues>(
  key: K,
  value: ProductFormValues[K],
) => void;

export interface FieldsProps {
  values: ProductFormValues;
  errors: ProductFormErrors;
  set: SetProductValue;
}

/** Name, description, category, video link and the Featured flag. */
export function BasicFields({ values, errors, set, categories }: FieldsProps & { categories: Category[] }) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <Field label="Product Name" required error={errors.name} className="md:col-span-2">
        {(p) => (
          <Input {...p} value={values.name} onChange={(e) => set('name', e.target.value)} maxLength={200} />
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
  );
}

// docs/product.md#validation: price and weight inputs step 0.01 from 0.
const money = { type: 'number', step: '0.01', min: '0', inputMode: 'decimal' } as const;

/** Price, stock and weight. */
export function PricingFields({ values, errors, set }: FieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      <Field label="Price" required error={errors.price}>
        {(p) => (
          <Input {...p} {...money} value={values.price} onChange={(e) => set('price', e.target.value)} />
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
          <Input {...p} {...money} value={values.weight} onChange={(e) => set('weight', e.target.value)} />
        )}
      </Field>
    </div>
  );
}
