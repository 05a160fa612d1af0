/**
 * Checks every row of an imported CSV before anything is written: the same contract as the admin
 * form (so the errors are the form's own messages, docs/product.md#validation), plus what only a
 * file can get wrong (a category or image named that the store lacks, an id twice). Each row
 * becomes an action: create, update (with the columns it changes), unchanged, or error.
 */
import {
  BEAUTY_MESSAGES,
  MESSAGES,
  PRODUCT_CSV_MESSAGES,
  dollarsToCents,
  productTypeAllowed,
  saveProductFields,
  type CsvImportRow,
} from '@seoul-glow/shared';
import { validationMessages } from '../../lib/multipart-form';
import { beautyColumns } from '../catalog/beauty-facts';
import type { ProductRow } from '../catalog/catalog.repository';
import type { ProductWrite } from './admin-products.repository';
import { EDITABLE_COLUMNS, productCells, restoreFormula, type EditableColumn } from './product-csv-columns';
import type { StoredImage } from './product-csv.repository';

export interface PlannedRow extends CsvImportRow {
  /** What a create or update writes. */
  values?: ProductWrite;
  /** The product's images in order, by the names the file gave. */
  images?: string[];
}

export interface PlanContext {
  products: Map<number, ProductRow>;
  categories: Map<string, { id: number; name: string }>;
  images: Map<string, StoredImage>;
}

const EMPTY: Record<EditableColumn, string> = {
  ...(Object.fromEntries(EDITABLE_COLUMNS.map((c) => [c, ''])) as Record<EditableColumn, string>),
  stockQuantity: '0',
  isFeatured: 'false',
};

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'on']);

/** The columns a write compares, and how each reads from a row and from the values. */
const COMPARED: [EditableColumn, (r: ProductRow) => unknown, (v: ProductWrite) => unknown][] = [
  ['name', (r) => r.name, (v) => v.name],
  ['description', (r) => r.description, (v) => v.description],
  ['price', (r) => r.priceCents, (v) => v.priceCents],
  ['stockQuantity', (r) => r.stockQuantity, (v) => v.stockQuantity],
  ['weight', (r) => r.weightGrams, (v) => v.weightGrams],
  ['isFeatured', (r) => r.isFeatured, (v) => v.isFeatured],
  ['category', (r) => r.categoryId, (v) => v.categoryId],
  ['videoLink', (r) => r.videoLink, (v) => v.videoLink],
  ['brand', (r) => r.brand, (v) => v.brand],
  ['productType', (r) => r.productType, (v) => v.productType],
  ['skinTypes', (r) => r.skinTypes, (v) => v.skinTypes],
  ['concerns', (r) => r.concerns, (v) => v.concerns],
  ['ingredients', (r) => r.ingredients, (v) => v.ingredients],
  ['keyIngredients', (r) => r.keyIngredients, (v) => v.keyIngredients],
  ['size', (r) => r.size, (v) => v.size],
  ['howToUse', (r) => r.howToUse, (v) => v.howToUse],
  ['additionalFields', (r) => r.additionalFields ?? {}, (v) => v.additionalFields],
];

/** Key order does not matter for the JSON columns. */
function same(a: unknown, b: unknown): boolean {
  const canonical = (x: unknown): string =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? JSON.stringify(Object.fromEntries(Object.entries(x).sort(([k1], [k2]) => k1.localeCompare(k2))))
      : JSON.stringify(x);
  return canonical(a) === canonical(b);
}

export function splitImages(cell: string): string[] {
  return cell.split(/[\s,|]+/).filter(Boolean);
}

function checkImages(names: string[], errors: string[], context: PlanContext): void {
  if (names.length === 0) errors.push(MESSAGES.product.imageRequired);
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) errors.push(PRODUCT_CSV_MESSAGES.imageTwice(name));
    else if (!context.images.has(name)) errors.push(PRODUCT_CSV_MESSAGES.unknownImage(name));
    seen.add(name);
  }
}

/** One record (header → cell) → its planned action. `seenIds` spots an id on two rows. */
export function planRow(
  record: Record<string, string>,
  line: number,
  context: PlanContext,
  seenIds: Set<number>,
): PlannedRow {
  const cell = (c: EditableColumn) => (c in record ? restoreFormula(record[c] ?? '') : undefined);
  const errors: string[] = [];
  const idText = (cell('id') ?? '').trim();
  const id = idText === '' ? null : Number(idText);
  let current: ProductRow | undefined;
  if (id !== null) {
    if (!Number.isSafeInteger(id) || id <= 0) errors.push(`Product id "${idText}" must be a whole number`);
    else if (seenIds.has(id)) errors.push(PRODUCT_CSV_MESSAGES.idTwice(id));
    else if (!(current = context.products.get(id))) errors.push(PRODUCT_CSV_MESSAGES.productNotFound(id));
    if (Number.isSafeInteger(id)) seenIds.add(id);
  }
  // A column the file leaves out keeps the product's value (or the form's default for a new one).
  const cells = { ...(current ? productCells(current) : EMPTY) };
  for (const c of EDITABLE_COLUMNS) cells[c] = cell(c) ?? cells[c];
  const name = cells.name.trim();

  const categoryName = cells.category.trim();
  const category = context.categories.get(categoryName.toLowerCase());
  // A product left uncategorized (its category was deleted) exports with a blank category; the
  // same row imports unchanged, and any other change needs a category, as in the form.
  const keepUncategorized = current?.categoryId === null && !categoryName;
  if (categoryName && !category) errors.push(PRODUCT_CSV_MESSAGES.unknownCategory(categoryName));
  const parsed = saveProductFields.safeParse({
    name: cells.name,
    description: cells.description,
    // Spreadsheets may format a price as currency: '$1,299.00' is 1299.00.
    price: cells.price.replace(/^\s*\$\s*/, '').replace(/,(?=\d{3}(?:\D|$))/g, ''),
    stockQuantity: cells.stockQuantity,
    weight: cells.weight,
    isFeatured: TRUE_WORDS.has(cells.isFeatured.trim().toLowerCase()) ? 'true' : 'false',
    categoryId: category
      ? String(category.id)
      : keepUncategorized
        ? String(Number.MAX_SAFE_INTEGER)
        : categoryName
          ? '0'
          : '',
    videoLink: cells.videoLink,
    additionalFieldsRaw: cells.additionalFields,
    brand: cells.brand,
    productType: cells.productType.trim(),
    skinTypes: cells.skinTypes,
    concerns: cells.concerns,
    ingredients: cells.ingredients,
    keyIngredients: cells.keyIngredients,
    size: cells.size,
    howToUse: cells.howToUse,
  });
  if (!parsed.success) {
    // An unknown category already said why; "Category is required" would only repeat it.
    const messages = validationMessages(parsed.error);
    errors.push(...messages.filter((m) => !(m === MESSAGES.product.categoryRequired && categoryName)));
  } else if (
    category &&
    parsed.data.productType &&
    !productTypeAllowed(category.name, parsed.data.productType)
  ) {
    errors.push(BEAUTY_MESSAGES.typeNotInCategory(category.name));
  }
  const images = splitImages(cells.images);
  checkImages(images, errors, context);

  const base = { line, id, name, changes: [] as string[] };
  if (errors.length || !parsed.success) return { ...base, action: 'error', errors: [...new Set(errors)] };
  const f = parsed.data;
  const values: ProductWrite = {
    name: f.name,
    description: f.description,
    priceCents: dollarsToCents(f.price),
    stockQuantity: f.stockQuantity,
    weightGrams: Math.round(f.weight * 1000),
    isFeatured: f.isFeatured,
    categoryId: f.categoryId,
    videoLink: f.videoLink ?? null,
    additionalFields: f.additionalFieldsRaw,
    ...beautyColumns(f),
  };
  if (!current) return { ...base, action: 'create', errors: [], values, images };
  const changes = COMPARED.filter(
    ([column, fromRow, fromValues]) =>
      !(keepUncategorized && column === 'category') && !same(fromRow(current), fromValues(values)),
  ).map(([column]) => column as string);
  if (!same(current.images, images)) changes.push('images');
  if (keepUncategorized && changes.length)
    return { ...base, action: 'error', errors: [MESSAGES.product.categoryRequired] };
  return { ...base, action: changes.length ? 'update' : 'unchanged', changes, errors: [], values, images };
}
