import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@seoul-glow/shared';
import { parseFields, readMultipartForm, singleFields, type MultipartForm } from '../../lib/multipart-form';
import type { RateLimiter } from '../../lib/rate-limiter';
import { route } from '../../lib/route';
import { productAuditChange } from './product-audit';
import type { AdminProductsService } from './admin-products.service';

const { products: api } = endpoints.admin;

/**
 * Product saves (each may carry ten 10 MB images) per signed-in admin: a busy editor saves a few a
 * minute, a runaway script or stolen token is stopped after 30.
 */
export const SAVE_PRODUCT_RATE = { name: 'save-product', max: 30, windowMs: 60_000 };

/** deletedImages: repeated fields, or one JSON array. */
function deletedImages(form: MultipartForm): string[] {
  return (form.fields.deletedImages ?? []).flatMap((v) => {
    if (v.trim().startsWith('[')) {
      try {
        const list: unknown = JSON.parse(v);
        return Array.isArray(list) ? list.map(String) : [];
      } catch {
        return [];
      }
    }
    return v ? [v] : [];
  });
}

export function adminProductsRoutes(deps: {
  products: AdminProductsService;
  limiter: RateLimiter;
}): FastifyPluginAsync {
  return async (app) => {
    route(app, api.list, async (request) => ({
      succeeded: true,
      data: await deps.products.list(request.query),
    }));

    route(
      app,
      api.save,
      async (request) => {
        const form = await readMultipartForm(request);
        const fields = parseFields(api.save.multipart.fields, {
          ...singleFields(form, ['deletedImages']),
          deletedImages: deletedImages(form),
        });
        const uploads = form.files.filter((f) => f.field === 'images').map((f) => f.data);
        const before = fields.id ? await deps.products.find(fields.id) : undefined;
        const product = await deps.products.save(fields, uploads);
        request.audit.describe({
          id: product.id,
          ...productAuditChange(before, product),
          detail: fields.id ? 'edited' : 'created',
        });
        return { succeeded: true, data: product };
      },
      // After the admin group's check (it runs on request), before the body is read.
      {
        preHandler: async (request) => deps.limiter.enforce(SAVE_PRODUCT_RATE, `admin:${request.admin!.id}`),
      },
    );

    route(app, api.remove, async (request) => {
      await deps.products.remove(request.query.id);
      return { succeeded: true, message: 'Product deleted' };
    });
  };
}
