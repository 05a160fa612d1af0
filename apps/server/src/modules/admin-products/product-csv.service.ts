import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import {
  IMAGE_MESSAGES,
  PRODUCT_CSV_MAX_ROWS,
  PRODUCT_CSV_MESSAGES,
  type CsvImportResult,
} from '@seoul-glow/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { copyProductImage, deleteProductImage, type ImageTarget } from '../../lib/image-store';
import { catalogChanged } from '../catalog/catalog-cache';
import { listProducts } from '../catalog/catalog.repository';
import {
  addImages,
  insertProduct,
  listImages,
  lockProduct,
  removeImages,
  updateProduct,
} from './admin-products.repository';
import {
  CSV_COLUMNS,
  EDITABLE_COLUMNS,
  REQUIRED_COLUMNS,
  neutraliseFormula,
  productCells,
  readOnlyCells,
} from './product-csv-columns';
import { planRow, type PlannedRow } from './product-csv-plan';
import { categoriesByName, orderImages, storedImages } from './product-csv.repository';

/** At most this many row errors in a refusal: enough to fix a file, short enough to read. */
const MAX_LISTED_ERRORS = 200;

/**
 * Products in and out as CSV (docs/product.md#screens-and-routes, Admin → Products). The export
 * holds every product with every field; an import is checked whole first and then written in one
 * transaction, so a file with one bad row changes nothing.
 */
export class ProductCsvService {
  constructor(
    private readonly db: Db,
    private readonly imagesDir: ImageTarget,
    private readonly log: FastifyBaseLogger,
  ) {}

  async exportCsv(): Promise<{ csv: string; count: number }> {
    const rows = await listProducts(this.db);
    const records = rows.map((row) => {
      const cells = { ...productCells(row), ...readOnlyCells(row) };
      return CSV_COLUMNS.map((c) => neutraliseFormula(cells[c]));
    });
    // The byte-order mark lets spreadsheet programs read the file as UTF-8 (Korean names).
    const csv = '\ufeff' + stringify([[...CSV_COLUMNS], ...records], { record_delimiter: '\r\n' });
    return { csv, count: rows.length };
  }

  /** Checks the file (dry run: only that) or applies it whole; a file with errors is refused. */
  async importCsv(file: Buffer, dryRun: boolean): Promise<CsvImportResult> {
    const rows = await this.plan(file);
    const counts = { create: 0, update: 0, unchanged: 0, error: 0 };
    for (const r of rows) counts[r.action]++;
    const result = (applied: boolean): CsvImportResult => ({
      dryRun,
      applied,
      counts,
      rows: rows.map(({ line, id, name, action, changes, errors }) => ({
        line,
        id,
        name,
        action,
        changes,
        errors,
      })),
    });
    if (dryRun) return result(false);
    if (counts.error > 0) {
      const listed = rows.flatMap((r) => r.errors.map((e) => `Line ${r.line}: ${e}`));
      throw new AppError('VALIDATION', [
        PRODUCT_CSV_MESSAGES.notApplied,
        ...listed.slice(0, MAX_LISTED_ERRORS),
      ]);
    }
    await this.apply(rows.filter((r) => r.action === 'create' || r.action === 'update'));
    return result(true);
  }

  private async plan(file: Buffer): Promise<PlannedRow[]> {
    let records: Record<string, string>[];
    try {
      records = parse(file, {
        bom: true,
        columns: (header: string[]) => header.map((h) => h.trim()),
        skip_empty_lines: true,
        relax_column_count: false,
        max_record_size: 1_000_000,
        to_line: PRODUCT_CSV_MAX_ROWS + 2,
      });
    } catch (err) {
      const line = (err as { lines?: number }).lines;
      throw new AppError('VALIDATION', `${PRODUCT_CSV_MESSAGES.notCsv}${line ? ` (line ${line})` : ''}`);
    }
    if (records.length === 0) throw new AppError('VALIDATION', PRODUCT_CSV_MESSAGES.empty);
    if (records.length > PRODUCT_CSV_MAX_ROWS)
      throw new AppError('VALIDATION', PRODUCT_CSV_MESSAGES.tooManyRows(PRODUCT_CSV_MAX_ROWS));
    const header = Object.keys(records[0]!);
    const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
    if (missing.length) throw new AppError('VALIDATION', PRODUCT_CSV_MESSAGES.missingColumns(missing));

    const [products, categories, images] = await Promise.all([
      listProducts(this.db),
      categoriesByName(this.db),
      storedImages(this.db),
    ]);
    const context = { products: new Map(products.map((p) => [p.id, p])), categories, images };
    const seenIds = new Set<number>();
    const known = (record: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(record).filter(([k]) => (EDITABLE_COLUMNS as readonly string[]).includes(k)),
      );
    // Row numbers as a spreadsheet shows them (the header is row 1; a cell with line breaks is
    // still one row).
    return records.map((record, i) => planRow(known(record), i + 2, context, seenIds));
  }

  /**
   * Writes every planned row in one transaction. Pictures another product owns are copied first
   * (each product owns its files); the copies go again if the transaction fails, and the files
   * of images a row dropped only after the commit.
   */
  private async apply(rows: PlannedRow[]): Promise<void> {
    const images = await storedImages(this.db);
    const copies = new Map<string, string>();
    const dropped: string[] = [];
    try {
      for (const row of rows) {
        for (const name of row.images!) {
          if (images.get(name)?.productId !== row.id && !copies.has(`${row.line}:${name}`))
            copies.set(`${row.line}:${name}`, await copyProductImage(name, this.imagesDir));
        }
      }
      await this.db.transaction(async (tx) => {
        for (const row of rows) {
          const final = row.images!.map((name) => copies.get(`${row.line}:${name}`) ?? name);
          const added = row.images!.flatMap((name) => {
            const copy = copies.get(`${row.line}:${name}`);
            const meta = images.get(name);
            return copy ? [{ fileName: copy, width: meta?.width ?? 0, height: meta?.height ?? 0 }] : [];
          });
          if (row.action === 'create') {
            const id = await insertProduct(tx, row.values!);
            await addImages(tx, id, added, 0);
            await orderImages(tx, id, final);
            continue;
          }
          if (!(await lockProduct(tx, row.id!)))
            throw new AppError('NOT_FOUND', IMAGE_MESSAGES.productNotFound);
          await updateProduct(tx, row.id!, row.values!);
          const existing = (await listImages(tx, row.id!)).map((i) => i.fileName);
          const gone = existing.filter((name) => !final.includes(name));
          await removeImages(tx, row.id!, gone);
          await addImages(tx, row.id!, added, existing.length);
          await orderImages(tx, row.id!, final);
          dropped.push(...gone);
        }
      });
    } catch (err) {
      dropped.length = 0;
      await this.removeFiles([...copies.values()]);
      throw err;
    }
    catalogChanged(this.db);
    await this.removeFiles(dropped);
  }

  private async removeFiles(names: string[]) {
    for (const name of names) {
      await deleteProductImage(name, this.imagesDir).catch((err: unknown) =>
        this.log.warn({ err, name }, 'could not delete a product image file'),
      );
    }
  }
}
