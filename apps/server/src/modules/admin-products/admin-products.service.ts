import {
  BEAUTY_MESSAGES,
  IMAGE_MESSAGES,
  MESSAGES,
  productTypeAllowed,
  dollarsToCents,
  type AdminProduct,
  type AdminProductListQuery,
  type Paged,
  type Product,
  type SaveProductFields,
} from '@seoul-glow/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  deleteProductImage,
  InvalidImageError,
  storeProductImage,
  type ImageTarget,
} from '../../lib/image-store';
import type { BackInStockService } from '../back-in-stock/back-in-stock.service';
import { beautyColumns } from '../catalog/beauty-facts';
import { toProduct } from '../catalog/catalog.mapper';
import { catalogChanged } from '../catalog/catalog-cache';
import { findProduct } from '../catalog/catalog.repository';
import { checkUploadedImage } from './image-check';
import {
  addImages,
  deleteProduct,
  findCategoryName,
  insertProduct,
  listImages,
  listProductsPage,
  lockProduct,
  removeImages,
  updateProduct,
} from './admin-products.repository';

export class AdminProductsService {
  constructor(
    private readonly db: Db,
    private readonly imagesDir: ImageTarget,
    private readonly log: FastifyBaseLogger,
    private readonly backInStock: Pick<BackInStockService, 'waiting'>,
    /** Where review photos are kept: a deleted product's reviews take theirs along. */
    private readonly reviewPhotos: ImageTarget,
  ) {}

  async list(query: Required<Pick<AdminProductListQuery, 'page' | 'pageSize'>> & AdminProductListQuery) {
    const page = Number(query.page);
    const pageSize = Number(query.pageSize);
    const { rows, total } = await listProductsPage(this.db, {
      q: query.q || undefined,
      categoryId: query.categoryId as number | 'none' | undefined,
      productType: query.productType,
      missingBeauty: query.missingBeauty === '1',
      page,
      pageSize,
    });
    const waiting = await this.backInStock.waiting(rows.map((r) => r.id));
    const items = rows.map((r) => ({ ...toProduct(r), waitingForStock: waiting.get(r.id) ?? 0 }));
    return { items, total, page, pageSize } satisfies Paged<AdminProduct>;
  }

  /**
   * Creates or updates a product with its images (docs/product.md#the-api saveProduct). Every upload is checked
   * and re-encoded before the transaction; files of a failed save are removed again, and files of
   * removed images only after the commit.
   */
  async save(fields: SaveProductFields, uploads: Buffer[]): Promise<Product> {
    for (const data of uploads) await checkUploadedImage(data);
    const categoryName = await findCategoryName(this.db, fields.categoryId);
    if (categoryName === undefined) throw new AppError('VALIDATION', MESSAGES.product.categoryRequired);
    // docs/product.md#validation: a product type from its category's list (a shampoo is never
    // Skincare). A category outside the four the store knows has no list, so any type goes.
    if (fields.productType && !productTypeAllowed(categoryName, fields.productType))
      throw new AppError('VALIDATION', BEAUTY_MESSAGES.typeNotInCategory(categoryName));
    const values = {
      name: fields.name,
      description: fields.description,
      priceCents: dollarsToCents(fields.price),
      stockQuantity: fields.stockQuantity,
      weightGrams: Math.round(fields.weight * 1000),
      isFeatured: fields.isFeatured,
      categoryId: fields.categoryId,
      videoLink: fields.videoLink ?? null,
      additionalFields: fields.additionalFieldsRaw,
      ...beautyColumns(fields),
    };

    if (uploads.length === 0 && !fields.id) throw new AppError('VALIDATION', MESSAGES.product.imageRequired);
    if (fields.id && uploads.length === 0) {
      // Fail fast without storing anything when the edit would leave the product without images.
      const existing = await listImages(this.db, fields.id);
      const kept = existing.filter((img) => !fields.deletedImages.includes(img.fileName));
      if (kept.length === 0) throw new AppError('VALIDATION', MESSAGES.product.imageRequired);
    }

    const stored: { fileName: string; width: number; height: number }[] = [];
    try {
      for (const data of uploads) stored.push(await storeProductImage(data, this.imagesDir));
    } catch (err) {
      await this.removeFiles(stored.map((s) => s.fileName));
      if (err instanceof InvalidImageError) throw new AppError('VALIDATION', IMAGE_MESSAGES.invalid);
      throw err;
    }

    let removed: string[] = [];
    let id: number;
    try {
      id = await this.db.transaction(async (tx) => {
        if (!fields.id) {
          const newId = await insertProduct(tx, values);
          await addImages(tx, newId, stored, 0);
          return newId;
        }
        if (!(await lockProduct(tx, fields.id)))
          throw new AppError('NOT_FOUND', IMAGE_MESSAGES.productNotFound);
        await updateProduct(tx, fields.id, values);
        const existing = await listImages(tx, fields.id);
        removed = existing.map((i) => i.fileName).filter((name) => fields.deletedImages.includes(name));
        const kept = existing.length - removed.length;
        if (kept + stored.length === 0) throw new AppError('VALIDATION', MESSAGES.product.imageRequired);
        await removeImages(tx, fields.id, removed);
        const last = existing.reduce((max, i) => Math.max(max, i.position), -1);
        await addImages(tx, fields.id, stored, last + 1);
        return fields.id;
      });
    } catch (err) {
      await this.removeFiles(stored.map((s) => s.fileName));
      throw err;
    }
    catalogChanged(this.db);
    await this.removeFiles(removed);
    return toProduct((await findProduct(this.db, id))!);
  }

  /** One product as the admin saves it (the audit's "before" of an edit), or undefined. */
  async find(id: number): Promise<Product | undefined> {
    const row = await findProduct(this.db, id);
    return row ? toProduct(row) : undefined;
  }

  async remove(id: number): Promise<void> {
    const files = await deleteProduct(this.db, id);
    if (!files) throw new AppError('NOT_FOUND', IMAGE_MESSAGES.productNotFound);
    catalogChanged(this.db);
    await this.removeFiles(files.images);
    await this.removeFiles(files.reviewPhotos, this.reviewPhotos);
  }

  private async removeFiles(names: string[], target: ImageTarget = this.imagesDir) {
    for (const name of names) {
      await deleteProductImage(name, target).catch((err: unknown) =>
        this.log.warn({ err, name }, 'could not delete a product image file'),
      );
    }
  }
}
