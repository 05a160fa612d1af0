import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCategoriesResponse,
  deleteByIdQuery,
  envelope,
  saveCategoryFields,
  saveCategoryResponse,
} from '@seoul-glow/shared';
import { AppError } from '../../lib/app-error';
import { requireAdmin } from '../../plugins/auth-guard';
import type { AuthService } from '../auth/auth.service';
import { validationMessages } from '../admin-products/admin-products.routes';
import { readMultipartForm, singleFields } from '../admin-products/multipart-form';
import type { CategoriesService } from './categories.service';
import { ADMIN_DOC } from '../../plugins/openapi';

export function categoriesRoutes(deps: {
  auth: AuthService;
  categories: CategoriesService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', requireAdmin(deps.auth));

    /** Categories with their product counts, for the admin table. */
    app.get(
      '/Products/adminCategories',
      {
        schema: {
          ...ADMIN_DOC,
          summary: 'Categories with their product counts (admin)',
          tags: ['Admin categories'],
          response: { 200: adminCategoriesResponse },
        },
      },
      async () => ({
        succeeded: true,
        data: await deps.categories.list(),
      }),
    );

    app.post(
      '/Products/saveCategory',
      {
        schema: {
          ...ADMIN_DOC,
          summary: 'Create or rename a category (multipart, admin)',
          tags: ['Admin categories'],
          response: { 200: saveCategoryResponse },
        },
      },
      async (request) => {
        const form = await readMultipartForm(request);
        if (form.files.length) throw new AppError('VALIDATION', 'A category takes no files');
        const parsed = saveCategoryFields.safeParse(singleFields(form));
        if (!parsed.success) throw new AppError('VALIDATION', validationMessages(parsed.error));
        return { succeeded: true, data: await deps.categories.save(parsed.data) };
      },
    );

    app.delete(
      '/Products/deleteCategory',
      {
        schema: {
          ...ADMIN_DOC,
          summary: 'Delete a category (admin)',
          tags: ['Admin categories'],
          querystring: deleteByIdQuery,
          response: { 200: envelope(z.null()) },
        },
      },
      async (request) => {
        await deps.categories.remove(request.query.id);
        return { succeeded: true, message: 'Category deleted' };
      },
    );
  };
}
