import { z } from 'zod';
import { envelope } from './envelope';

/**
 * Products in and out as CSV (docs/product.md#screens-and-routes, Admin → Products): the export
 * holds every field; an import is previewed first (`dryRun=1`) and applied whole or not at all.
 */
export const PRODUCT_CSV_MESSAGES = {
  fileRequired: 'Choose a CSV file to import',
  notCsv: 'The file is not a CSV file the store can read',
  empty: 'The file holds no products',
  tooManyRows: (max: number) => `A file can hold at most ${max.toLocaleString('en-US')} products`,
  missingColumns: (names: string[]) =>
    `The file lacks the column${names.length > 1 ? 's' : ''} ${names.join(', ')}`,
  unknownCategory: (name: string) => `Category "${name}" does not exist`,
  unknownImage: (name: string) => `Image "${name}" is not in the store`,
  imageTwice: (name: string) => `Image "${name}" is listed twice`,
  productNotFound: (id: number) => `Product ${id} does not exist`,
  idTwice: (id: number) => `Product ${id} appears on another row too`,
  notApplied: 'Nothing was imported: fix the rows listed and try again.',
  applied: (created: number, updated: number) => `Imported: ${created} created, ${updated} updated.`,
} as const;

/** The most rows one file may hold: the demo catalog's 10,000-product bench fits. */
export const PRODUCT_CSV_MAX_ROWS = 20_000;

export const importCsvQuery = z.object({
  /** '1' (or 'true'): check and preview only; anything else applies the file. */
  dryRun: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});

export const CSV_ROW_ACTIONS = ['create', 'update', 'unchanged', 'error'] as const;

export const csvImportRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  id: z.number().int().nullable(),
  name: z.string(),
  action: z.enum(CSV_ROW_ACTIONS),
  /** Which fields an update changes (column names). */
  changes: z.array(z.string()),
  errors: z.array(z.string()),
});
export type CsvImportRow = z.infer<typeof csvImportRowSchema>;

export const csvImportResultSchema = z.object({
  dryRun: z.boolean(),
  applied: z.boolean(),
  counts: z.object({
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    error: z.number().int(),
  }),
  rows: z.array(csvImportRowSchema),
});
export type CsvImportResult = z.infer<typeof csvImportResultSchema>;

export const importCsvResponse = envelope(csvImportResultSchema);
/** The export is the CSV file itself (text/csv), not an envelope. */
export const exportCsvResponse = z.string();
/** The import's form has no text fields, only the `file` part. */
export const importCsvFields = z.object({});
