import {
  CATEGORY_MESSAGES,
  IMAGE_MESSAGES,
  type AdminCategory,
  type Category,
  type SaveCategoryFields,
} from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../db/errors';
import { catalogChanged } from '../catalog/catalog-cache';
import { toCategory } from '../catalog/catalog.mapper';
import {
  deleteCategory,
  insertCategory,
  listCategoriesWithCounts,
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
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', CATEGORY_MESSAGES.nameExists);
      throw err;
    }
  }

  async remove(id: number): Promise<void> {
    const deleted = await deleteCategory(this.db, id);
    catalogChanged(this.db);
    if (!deleted) throw new AppError('NOT_FOUND', IMAGE_MESSAGES.categoryNotFound);
  }
}
