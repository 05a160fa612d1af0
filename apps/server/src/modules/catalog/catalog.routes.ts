import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  envelope,
  getAllProductsResponse,
  getCategoriesResponse,
  productDetailSchema,
  productIdParams,
  searchQuerySchema,
  searchResponse,
} from '@seoul-glow/shared';
import { AppError } from '../../lib/app-error';
import type { CatalogService } from './catalog.service';

/** Public catalog reads (DESIGN §10.1: the spec's session requirement would hide the shop). */
export function catalogRoutes(catalog: CatalogService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/Products/getAllProducts',
      { schema: { response: { 200: getAllProductsResponse } } },
      async () => ({
        succeeded: true,
        data: await catalog.listProducts(),
      }),
    );

    app.get(
      '/Products/getCategories',
      { schema: { response: { 200: getCategoriesResponse } } },
      async () => ({
        succeeded: true,
        data: await catalog.listCategories(),
      }),
    );

    app.get(
      '/Products/search',
      { schema: { querystring: searchQuerySchema, response: { 200: searchResponse } } },
      async (request) => ({
        succeeded: true,
        data: await catalog.searchProducts(request.query),
      }),
    );

    app.get(
      '/Product/:id',
      { schema: { params: productIdParams, response: { 200: envelope(productDetailSchema) } } },
      async (request) => {
        const product = await catalog.getProduct(request.params.id);
        if (!product) throw new AppError('NOT_FOUND', MESSAGES.generic.notFound);
        return { succeeded: true, data: product };
      },
    );
  };
}
