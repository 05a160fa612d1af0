import {
  LIMITS,
  type Category,
  type Product,
  type ProductDetail,
  type StoreServices,
} from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { toCategory, toProduct } from './catalog.mapper';
import {
  findProduct,
  listCategories,
  listFeaturedProducts,
  listProducts,
  listRelatedProducts,
} from './catalog.repository';

export class CatalogService implements StoreServices {
  constructor(private readonly db: Db) {}

  async listProducts(): Promise<Product[]> {
    return (await listProducts(this.db)).map(toProduct);
  }

  async listCategories(): Promise<Category[]> {
    return (await listCategories(this.db)).map(toCategory);
  }

  async listFeaturedProducts(limit: number): Promise<Product[]> {
    return (await listFeaturedProducts(this.db, limit)).map(toProduct);
  }

  async getProduct(id: number): Promise<ProductDetail | null> {
    const row = await findProduct(this.db, id);
    if (!row) return null;
    const related =
      row.categoryId === null
        ? []
        : await listRelatedProducts(this.db, row.categoryId, row.id, LIMITS.relatedProducts);
    return { ...toProduct(row), relatedProducts: related.map(toProduct) };
  }
}
