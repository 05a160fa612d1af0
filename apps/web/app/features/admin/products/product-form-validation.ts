import { MESSAGES } from '@seoul-glow/shared';

export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  stockQuantity: string;
  weight: string;
  categoryId: string;
  videoLink: string;
  isFeatured: boolean;
}

export type ProductFormErrors = Partial<Record<keyof ProductFormValues | 'images', string>>;

function isAbsoluteUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** SPEC §5 product form rules, in the order the form shows them. */
export function validateProductForm(values: ProductFormValues, imageCount: number): ProductFormErrors {
  const errors: ProductFormErrors = {};
  if (!values.name.trim()) errors.name = MESSAGES.product.nameRequired;
  if (!values.description.trim()) errors.description = MESSAGES.product.descriptionRequired;
  if (values.videoLink.trim() && !isAbsoluteUrl(values.videoLink.trim()))
    errors.videoLink = MESSAGES.product.videoInvalid;
  const price = Number(values.price);
  if (values.price.trim() === '' || !Number.isFinite(price)) errors.price = MESSAGES.product.priceRequired;
  else if (price <= 0) errors.price = MESSAGES.product.pricePositive;
  if (!values.categoryId) errors.categoryId = MESSAGES.product.categoryRequired;
  const weight = Number(values.weight);
  if (values.weight.trim() === '' || !Number.isFinite(weight))
    errors.weight = MESSAGES.product.weightRequired;
  else if (weight < 0) errors.weight = MESSAGES.product.weightNegative;
  const stock = values.stockQuantity.trim() === '' ? 0 : Number(values.stockQuantity);
  if (!Number.isInteger(stock) || stock < 0)
    errors.stockQuantity = 'Stock must be a whole number of 0 or more';
  if (imageCount < 1) errors.images = MESSAGES.product.imageRequired;
  return errors;
}
