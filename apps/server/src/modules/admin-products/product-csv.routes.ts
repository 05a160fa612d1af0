import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { MESSAGES, PRODUCT_CSV_MESSAGES, endpoints } from '@seoul-glow/shared';
import { AppError } from '../../lib/app-error';
import { malformedMultipart } from '../../lib/multipart-form';
import { route } from '../../lib/route';
import type { ProductCsvService } from './product-csv.service';

const { products: api } = endpoints.admin;

/** A 10,000-product catalog with full INCI lists is about 15 MB. */
export const CSV_MAX_BYTES = 32 * 1024 * 1024;

/** The one `file` part of the import's form. */
async function readCsvFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA', 'Send the form as multipart/form-data');
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: CSV_MAX_BYTES } })) {
      if (part.type !== 'file') continue;
      // Every part is read to its end (a part left unread stalls the form), only the first file kept.
      const data = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.generic.tooLarge);
        throw err;
      });
      if (part.fieldname === 'file' && !file) file = data;
    }
  } catch (err) {
    malformedMultipart(err);
  }
  if (file?.includes(0)) throw new AppError('VALIDATION', PRODUCT_CSV_MESSAGES.notCsv);
  if (file) return file;
  throw new AppError('VALIDATION', PRODUCT_CSV_MESSAGES.fileRequired);
}

export function productCsvRoutes(csv: ProductCsvService): FastifyPluginAsync {
  return async (app) => {
    route(app, api.exportCsv, async (request, reply) => {
      const { csv: file, count } = await csv.exportCsv();
      // A GET that hands data out is audited like a write (docs/architecture.md#api-contract).
      request.audit.describe({ entity: 'products', detail: `${count} products exported as CSV` });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="seoul-glow-products-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(file);
    });

    route(app, api.importCsv, async (request) => {
      const file = await readCsvFile(request);
      const result = await csv.importCsv(file, request.query.dryRun);
      if (result.applied) {
        request.audit.describe({
          entity: 'products',
          detail: `CSV import: ${result.counts.create} created, ${result.counts.update} updated`,
        });
      }
      const message = result.applied
        ? PRODUCT_CSV_MESSAGES.applied(result.counts.create, result.counts.update)
        : undefined;
      return { succeeded: true, data: result, ...(message ? { message } : {}) };
    });
  };
}
