import {
  CONCERN_OPTIONS,
  HAIR_CONCERNS,
  PRODUCT_TYPE_LABELS,
  PRODUCT_TYPES_BY_CATEGORY,
  PRODUCT_TYPE_VALUES,
  SKIN_TYPE_OPTIONS,
  BEAUTY_LIMITS,
  knownCategory,
  type ProductType,
} from '@seoul-glow/shared';
import { Field, Input, Select, Textarea } from '~/components/ui/field';
import { ChipToggles } from './chip-toggles';
import type { FieldsProps } from './product-fields';

/** The types a category's products may have: its own list, or every type for another category. */
function typesFor(categoryName: string | undefined): readonly ProductType[] {
  const known = knownCategory(categoryName);
  return known ? PRODUCT_TYPES_BY_CATEGORY[known] : PRODUCT_TYPE_VALUES;
}

/**
 * The concern chips for a category's products: hair and scalp concerns for hair products (or a
 * category the store does not know) only, and any concern the product already has.
 */
export function concernOptionsFor(categoryName: string | undefined, chosen: readonly string[]) {
  const known = knownCategory(categoryName);
  if (!known || known === 'Haircare') return CONCERN_OPTIONS;
  return CONCERN_OPTIONS.filter((o) => !HAIR_CONCERNS.includes(o.value) || chosen.includes(o.value));
}

/**
 * Brand, product type (from the chosen category's list), size, skin types and concerns as chips,
 * and how to use (docs/product.md#what-the-store-keeps).
 */
export function BeautyFields({ values, errors, set, categoryName }: FieldsProps & { categoryName?: string }) {
  const types = typesFor(categoryName);
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <Field label="Brand" error={errors.brand}>
        {(p) => (
          <Input
            {...p}
            value={values.brand}
            maxLength={BEAUTY_LIMITS.brandChars}
            onChange={(e) => set('brand', e.target.value)}
          />
        )}
      </Field>
      <Field
        label="Product Type"
        error={errors.productType}
        hint={categoryName ? `Types of ${categoryName}` : 'Choose the category first to see its types'}
      >
        {(p) => (
          <Select {...p} value={values.productType} onChange={(e) => set('productType', e.target.value)}>
            <option value="">No type yet</option>
            {types.map((t) => (
              <option key={t} value={t}>
                {PRODUCT_TYPE_LABELS[t]}
              </option>
            ))}
            {values.productType && !types.includes(values.productType as ProductType) ? (
              <option value={values.productType}>
                {PRODUCT_TYPE_LABELS[values.productType as ProductType] ?? values.productType} (not of this
                category)
              </option>
            ) : null}
          </Select>
        )}
      </Field>
      <Field label="Size" error={errors.size} hint="Amount and unit, e.g. 150 ml or 50 g">
        {(p) => <Input {...p} value={values.size} onChange={(e) => set('size', e.target.value)} />}
      </Field>
      <div className="md:col-span-2">
        <ChipToggles
          label="Skin types"
          options={SKIN_TYPE_OPTIONS}
          chosen={values.skinTypes}
          onChange={(next) => set('skinTypes', next)}
          error={errors.skinTypes}
        />
      </div>
      <div className="md:col-span-2">
        <ChipToggles
          label="Concerns"
          options={concernOptionsFor(categoryName, values.concerns)}
          chosen={values.concerns}
          onChange={(next) => set('concerns', next)}
          max={BEAUTY_LIMITS.concerns}
          error={errors.concerns}
        />
      </div>
      <Field label="How to Use" error={errors.howToUse} className="md:col-span-2">
        {(p) => (
          <Textarea
            {...p}
            rows={3}
            value={values.howToUse}
            maxLength={BEAUTY_LIMITS.howToUseChars}
            onChange={(e) => set('howToUse', e.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
