import type { FastifyReply } from 'fastify';
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

/**
 * The hottest reads answer with JSON text the catalog cache assembles from each product's kept
 * JSON (catalog.service.ts): their products were checked against the contract when the cache read
 * them, and Fastify sends a JSON string as is, skipping the per-response schema serialisation.
 */
function sendData(reply: FastifyReply, dataJson: string) {
  return reply.type('application/json; charset=utf-8').send(`{"succeeded":true,"data":${dataJson}}`);
}

/** Public catalog reads (DESIGN §10.1: the spec's session requirement would hide the shop). */
export function catalogRoutes(catalog: CatalogService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/Products/getAllProducts',
      { schema: { summary: 'Every product', tags: ['Catalog'], response: { 200: getAllProductsResponse } } },
      async () => ({
        succeeded: true,
        data: await catalog.listProducts(),
      }),
    );

    app.get(
      '/Products/getCategories',
      { schema: { summary: 'Every category', tags: ['Catalog'], response: { 200: getCategoriesResponse } } },
      async () => ({
        succeeded: true,
        data: await catalog.listCategories(),
      }),
    );

    app.get(
      '/Products/search',
      {
        schema: {
          summary: 'Search, filter, sort and page the products',
          tags: ['Catalog'],
          querystring: searchQuerySchema,
          response: { 200: searchResponse },
        },
      },
      async (request, reply) => sendData(reply, await catalog.searchProductsJson(request.query)),
    );

    app.get(
      '/Product/:id',
      {
        schema: {
          summary: 'One product with related products',
          tags: ['Catalog'],
          params: productIdParams,
          response: { 200: envelope(productDetailSchema) },
        },
      },
      async (request, reply) => {
        const product = await catalog.getProductJson(request.params.id);
        if (!product) throw new AppError('NOT_FOUND', MESSAGES.generic.notFound);
        return sendData(reply, product);
      },
    );
  };
}
