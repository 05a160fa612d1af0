import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminProductListQuery,
  adminProductListResponse,
  deleteByIdQuery,
  envelope,
  saveProductFields,
  saveProductResponse,
} from '@seoul-glow/shared';
import { AppError } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { AuthService } from '../auth/auth.service';
import { requireAdmin } from '../../plugins/auth-guard';
import type { AdminProductsService } from './admin-products.service';
import { readMultipartForm, singleFields } from './multipart-form';
import { ADMIN_DOC } from '../../plugins/openapi';

/** Zod issues → the SPEC's messages, each once, in field order. */
export function validationMessages(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((i) => i.message))];
}

/**
 * Product saves (each may carry ten 10 MB images) per signed-in admin: a busy editor saves a few a
 * minute, a runaway script or stolen token is stopped after 30.
 */
export const SAVE_PRODUCT_RATE = { name: 'save-product', max: 30, windowMs: 60_000 };

export function adminProductsRoutes(deps: {
  auth: AuthService;
  products: AdminProductsService;
  limiter: RateLimiter;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', requireAdmin(deps.auth));

    app.get(
      '/Products/adminList',
      {
        schema: {
          ...ADMIN_DOC,
          summary: 'Search, filter and page the products (admin)',
          tags: ['Admin products'],
          querystring: adminProductListQuery,
          response: { 200: adminProductListResponse },
        },
      },
      async (request) => ({ succeeded: true, data: await deps.products.list(request.query) }),
    );

    app.post(
      '/Products/saveProduct',
      {
        schema: {
          ...ADMIN_DOC,
          summary: 'Create or update a product with its images (multipart, admin)',
          tags: ['Admin products'],
          response: { 200: saveProductResponse },
        },
        // After requireAdmin (instance hooks run first), before the body is read.
        preHandler: async (request) => deps.limiter.enforce(SAVE_PRODUCT_RATE, `admin:${request.admin!.id}`),
      },
      async (request) => {
        const form = await readMultipartForm(request);
        const raw = singleFields(form, ['deletedImages']);
        // deletedImages: repeated fields, or one JSON array.
        const deleted = (form.fields.deletedImages ?? []).flatMap((v) => {
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
        const parsed = saveProductFields.safeParse({ ...raw, deletedImages: deleted });
        if (!parsed.success) throw new AppError('VALIDATION', validationMessages(parsed.error));
        const uploads = form.files.filter((f) => f.field === 'images').map((f) => f.data);
        return { succeeded: true, data: await deps.products.save(parsed.data, uploads) };
      },
    );

    app.delete(
      '/Products/deleteProduct',
      {
        schema: {
          ...ADMIN_DOC,
          summary: 'Delete a product (admin)',
          tags: ['Admin products'],
          querystring: deleteByIdQuery,
          response: { 200: envelope(z.null()) },
        },
      },
      async (request) => {
        await deps.products.remove(request.query.id);
        return { succeeded: true, message: 'Product deleted' };
      },
    );
  };
}
