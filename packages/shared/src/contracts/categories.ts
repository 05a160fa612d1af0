import { z } from 'zod';
import { categorySchema } from './catalog';
import { envelope, idParam } from './envelope';

export const CATEGORY_MESSAGES = {
  nameRequired: 'Category name is required',
  nameExists: 'A category with this name already exists',
} as const;

/** POST /api/Products/saveCategory (multipart): name, description only when present, id on edit. */
export const saveCategoryFields = z.object({
  id: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), idParam.optional()),
  name: z
    .string({ message: CATEGORY_MESSAGES.nameRequired })
    .trim()
    .min(1, CATEGORY_MESSAGES.nameRequired)
    .max(80),
  description: z
    .string()
    .max(1000)
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim())),
});
export type SaveCategoryFields = z.output<typeof saveCategoryFields>;

export const adminCategorySchema = categorySchema.extend({ productCount: z.number().int() });

export const DELETE_CATEGORY_MESSAGES = {
  moveToSelf: 'Choose another category to move the products to',
  moveToMissing: 'The category to move the products to does not exist',
  typeNotInTarget: (target: string, types: string[]) =>
    `${target} does not offer ${types.join(', ')}: move those products to a matching category first`,
} as const;

/**
 * DELETE /api/Products/deleteCategory?id=&moveTo=: the category's products move to `moveTo` in
 * the same transaction, or, without it, stay in the store uncategorized.
 */
export const deleteCategoryQuery = z.object({ id: idParam, moveTo: idParam.optional() });
export const deleteCategoryResponse = envelope(
  z.object({ moved: z.number().int(), movedTo: z.string().nullable() }),
);
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const saveCategoryResponse = envelope(categorySchema);
export const adminCategoriesResponse = envelope(z.array(adminCategorySchema));
