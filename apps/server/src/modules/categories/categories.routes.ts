import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@seoul-glow/shared';
import { AppError } from '../../lib/app-error';
import { parseFields, readMultipartForm, singleFields } from '../../lib/multipart-form';
import { route } from '../../lib/route';
import type { CategoriesService } from './categories.service';

const { categories: api } = endpoints.admin;

export function categoriesRoutes(categories: CategoriesService): FastifyPluginAsync {
  return async (app) => {
    // Categories with their product counts, for the admin table.
    route(app, api.list, async () => ({ succeeded: true, data: await categories.list() }));

    route(app, api.save, async (request) => {
      const form = await readMultipartForm(request);
      if (form.files.length) throw new AppError('VALIDATION', 'A category takes no files');
      const fields = parseFields(api.save.multipart.fields, singleFields(form));
      const category = await categories.save(fields);
      request.audit.describe({
        id: category.id,
        after: { name: category.name, description: category.description },
        detail: fields.id ? 'edited' : 'created',
      });
      return { succeeded: true, data: category };
    });

    route(app, api.remove, async (request) => {
      const { id, moveTo } = request.query;
      const data = await categories.remove(id, moveTo);
      request.audit.describe({
        id,
        detail: data.movedTo
          ? `deleted; ${data.moved} products moved to ${data.movedTo}`
          : `deleted; ${data.moved} products left uncategorized`,
      });
      const message = data.movedTo
        ? `Category deleted; ${data.moved} product${data.moved === 1 ? '' : 's'} moved to ${data.movedTo}`
        : 'Category deleted';
      return { succeeded: true, data, message };
    });
  };
}
