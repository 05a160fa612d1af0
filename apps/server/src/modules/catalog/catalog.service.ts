import {
  LIMITS,
  type Category,
  type Product,
  type ProductDetail,
  type SearchQuery,
  type SearchResult,
  type SitemapEntries,
  type StoreServices,
} from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { toCategory, toProduct } from './catalog.mapper';
import {
  findProduct,
  listCategories,
  listFeaturedProducts,
  listProducts,
  listProductStamps,
  listRelatedProducts,
} from './catalog.repository';
import { searchProducts } from './search.repository';

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

  /** DESIGN §4 search: full-text + trigram, filter, sort and pagination in the database. */
  async searchProducts(query: SearchQuery): Promise<SearchResult> {
    const { rows, total } = await searchProducts(this.db, query);
    return { items: rows.map(toProduct), total, page: query.page, pageSize: query.pageSize };
  }

  async listSitemapEntries(): Promise<SitemapEntries> {
    const [stamps, cats] = await Promise.all([listProductStamps(this.db), listCategories(this.db)]);
    return {
      products: stamps.map((s) => ({ id: s.id, lastModified: s.lastModified.toISOString() })),
      categories: cats.map((c) => c.name),
    };
  }
}
