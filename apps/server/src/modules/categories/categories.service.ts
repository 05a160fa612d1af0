import {
  CATEGORY_MESSAGES,
  DELETE_CATEGORY_MESSAGES,
  IMAGE_MESSAGES,
  PRODUCT_TYPE_LABELS,
  productTypeAllowed,
  type AdminCategory,
  type Category,
  type SaveCategoryFields,
} from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { catalogChanged } from '../catalog/catalog-cache';
import { toCategory } from '../catalog/catalog.mapper';
import {
  countProductsIn,
  deleteCategory,
  insertCategory,
  listCategoriesWithCounts,
  lockCategory,
  moveProducts,
  productTypesIn,
  updateCategory,
} from './categories.repository';

export class CategoriesService {
  constructor(private readonly db: Db) {}

  async list(): Promise<AdminCategory[]> {
    const rows = await listCategoriesWithCounts(this.db);
    return rows.map((r) => ({ ...toCategory(r), productCount: r.productCount }));
  }

  /**
   * docs/product.md#validation: description is sent only when present; on update name and description change only
   * when non-empty, so an absent description keeps the current one.
   */
  async save(fields: SaveCategoryFields): Promise<Category> {
    try {
      return await this.write(fields);
    } finally {
      catalogChanged(this.db);
    }
  }

  private async write(fields: SaveCategoryFields): Promise<Category> {
    try {
      if (!fields.id) {
        return toCategory(
          await insertCategory(this.db, { name: fields.name, description: fields.description ?? null }),
        );
      }
      const row = await updateCategory(this.db, fields.id, {
        name: fields.name,
        ...(fields.description !== undefined ? { description: fields.description } : {}),
      });
      if (!row) throw new AppError('NOT_FOUND', IMAGE_MESSAGES.categoryNotFound);
      return toCategory(row);
    } catch (err) {
      if (isUniqueViolation(err, 'categories_name_lower_idx'))
        throw new AppError('CONFLICT', CATEGORY_MESSAGES.nameExists);
      throw err;
    }
  }

  /**
   * Deletes the category. Its products move to `moveTo` in the same transaction (so its header
   * link and home tile are never left without them), or, without it, stay in the store
   * uncategorized. A product type the target does not offer refuses the whole move.
   */
  async remove(id: number, moveTo?: number): Promise<{ moved: number; movedTo: string | null }> {
    if (moveTo === id) throw new AppError('VALIDATION', DELETE_CATEGORY_MESSAGES.moveToSelf);
    const result = await this.db.transaction(async (tx) => {
      if ((await lockCategory(tx, id)) === undefined)
        throw new AppError('NOT_FOUND', IMAGE_MESSAGES.categoryNotFound);
      let moved: number;
      let movedTo: string | null = null;
      if (moveTo !== undefined) {
        movedTo = (await lockCategory(tx, moveTo)) ?? null;
        if (movedTo === null) throw new AppError('VALIDATION', DELETE_CATEGORY_MESSAGES.moveToMissing);
        const misfits = (await productTypesIn(tx, id)).filter((t) => !productTypeAllowed(movedTo!, t));
        if (misfits.length) {
          const labels = misfits.map((t) => PRODUCT_TYPE_LABELS[t as keyof typeof PRODUCT_TYPE_LABELS] ?? t);
          throw new AppError('VALIDATION', DELETE_CATEGORY_MESSAGES.typeNotInTarget(movedTo, labels));
        }
        moved = await moveProducts(tx, id, moveTo);
      } else {
        moved = await countProductsIn(tx, id);
      }
      await deleteCategory(tx, id);
      return { moved, movedTo };
    });
    catalogChanged(this.db);
    return result;
  }
}
