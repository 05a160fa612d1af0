import {
  BEAUTY_MESSAGES,
  MESSAGES,
  formErrors,
  productTypeAllowed,
  saveProductFields,
  type Product,
} from '@seoul-glow/shared';

export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  stockQuantity: string;
  weight: string;
  categoryId: string;
  videoLink: string;
  isFeatured: boolean;
  // The beauty facts (docs/product.md#what-the-store-keeps); free-from is derived, never typed.
  brand: string;
  productType: string;
  skinTypes: string[];
  concerns: string[];
  /** The INCI list as pasted or read from a label photo. */
  ingredients: string;
  keyIngredients: string[];
  size: string;
  howToUse: string;
}

export type ProductFormErrors = Partial<Record<keyof ProductFormValues | 'images', string>>;

export function initialProductValues(product?: Product): ProductFormValues {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: product ? String(product.price) : '',
    stockQuantity: product ? String(product.stockQuantity) : '0',
    weight: product ? String(product.weight) : '',
    categoryId: product?.categoryId ? String(product.categoryId) : '',
    videoLink: product?.videoLink ?? '',
    isFeatured: product?.isFeatured ?? false,
    brand: product?.brand ?? '',
    productType: product?.productType ?? '',
    skinTypes: product?.skinTypes ?? [],
    concerns: product?.concerns ?? [],
    ingredients: product?.ingredients.join(', ') ?? '',
    keyIngredients: product?.keyIngredients ?? [],
    size: product?.size ?? '',
    howToUse: product?.howToUse ?? '',
  };
}

/** The text fields of the save call, exactly as the form sends them and the server parses them. */
export function productTextFields(
  values: ProductFormValues,
  additionalFields: Record<string, string>,
): Record<string, string> {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    price: values.price,
    stockQuantity: values.stockQuantity || '0',
    weight: values.weight,
    isFeatured: String(values.isFeatured),
    categoryId: values.categoryId,
    videoLink: values.videoLink.trim(),
    additionalFieldsRaw: JSON.stringify(additionalFields),
    brand: values.brand.trim(),
    productType: values.productType,
    skinTypes: values.skinTypes.join(','),
    concerns: values.concerns.join(','),
    ingredients: values.ingredients,
    keyIngredients: values.keyIngredients.join(', '),
    size: values.size.trim(),
    howToUse: values.howToUse.trim(),
  };
}

/**
 * The product form's rules (docs/product.md#validation) are the save call's own schema, so the
 * form and the server give the same message for the same field. Images are files, not text
 * fields: the form counts the kept and the new ones.
 */
export function validateProductForm(
  values: ProductFormValues,
  imageCount: number,
  additionalFields: Record<string, string> = {},
  categoryName?: string,
): ProductFormErrors {
  const errors = formErrors(
    saveProductFields,
    productTextFields(values, additionalFields),
  ) as ProductFormErrors;
  if (imageCount < 1) errors.images = MESSAGES.product.imageRequired;
  // The server's rule that needs the category's name: a type from that category's list.
  if (categoryName && values.productType && !productTypeAllowed(categoryName, values.productType))
    errors.productType ??= BEAUTY_MESSAGES.typeNotInCategory(categoryName);
  return errors;
}
