/**
 * The product CSV's columns and cell rules (docs/product.md#screens-and-routes, Admin → Products):
 * one row per product with every field the admin form edits, in units a person reads (dollars,
 * kilograms), plus read-only columns the store computes.
 */
import { centsToDollars } from '@seoul-glow/shared';
import type { ProductRow } from '../catalog/catalog.repository';

/** What an import reads, in export order. */
export const EDITABLE_COLUMNS = [
  'id',
  'name',
  'description',
  'price',
  'stockQuantity',
  'weight',
  'isFeatured',
  'category',
  'videoLink',
  'images',
  'brand',
  'productType',
  'skinTypes',
  'concerns',
  'ingredients',
  'keyIngredients',
  'size',
  'howToUse',
  'additionalFields',
] as const;
export type EditableColumn = (typeof EDITABLE_COLUMNS)[number];

/** Exported for reading only: derived (free-from from the INCI list) or kept by the store. */
export const READ_ONLY_COLUMNS = ['freeFrom', 'averageRating', 'ratingCount', 'createdAt'] as const;
export const CSV_COLUMNS = [...EDITABLE_COLUMNS, ...READ_ONLY_COLUMNS] as const;

/** A file must have these; a missing optional column keeps a product's current value. */
export const REQUIRED_COLUMNS: readonly EditableColumn[] = [
  'id',
  'name',
  'description',
  'price',
  'weight',
  'category',
  'images',
];

/** List cells are written "a, b, c"; image names never hold a comma or a space. */
export const LIST_SEPARATOR = ', ';

/** The editable cells of a product as the export writes them (before formula neutralising). */
export function productCells(row: ProductRow): Record<EditableColumn, string> {
  return {
    id: String(row.id),
    name: row.name,
    description: row.description,
    price: centsToDollars(row.priceCents).toFixed(2),
    stockQuantity: String(row.stockQuantity),
    weight: String(row.weightGrams / 1000),
    isFeatured: row.isFeatured ? 'true' : 'false',
    category: row.categoryName ?? '',
    videoLink: row.videoLink ?? '',
    images: row.images.join(LIST_SEPARATOR),
    brand: row.brand,
    productType: row.productType ?? '',
    skinTypes: row.skinTypes.join(LIST_SEPARATOR),
    concerns: row.concerns.join(LIST_SEPARATOR),
    ingredients: row.ingredients.join(LIST_SEPARATOR),
    keyIngredients: row.keyIngredients.join(LIST_SEPARATOR),
    size: row.size,
    howToUse: row.howToUse,
    additionalFields: Object.keys(row.additionalFields ?? {}).length
      ? JSON.stringify(row.additionalFields)
      : '',
  };
}

export function readOnlyCells(row: ProductRow): Record<(typeof READ_ONLY_COLUMNS)[number], string> {
  return {
    freeFrom: row.freeFrom.join(LIST_SEPARATOR),
    averageRating: row.averageRating === null ? '' : String(row.averageRating),
    ratingCount: String(row.ratingCount),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/**
 * CSV injection: a spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return)
 * as a formula, so such a cell is written with a leading apostrophe, which spreadsheets show as
 * text. The import takes the apostrophe off again, so the export's own file imports unchanged.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export function neutraliseFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}
export function restoreFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}
