import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { MESSAGES, endpoints } from '@seoul-glow/shared';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';
import type { CatalogService } from './catalog.service';
import { JSON_BYTES } from './product-store';

const { catalog: api } = endpoints;

/**
 * The hottest reads answer with JSON text the catalog cache assembles from each product's kept
 * JSON (catalog.service.ts): their products were checked against the contract when the cache read
 * them, and Fastify sends their bytes as they are, skipping the per-response schema serialisation.
 * The server tests parse these answers with the endpoints' response schemas all the same.
 */
function sendData(reply: FastifyReply, dataJson: Buffer[]) {
  return reply
    .type('application/json; charset=utf-8')
    .send(Buffer.concat([DATA_KEY, ...dataJson, JSON_BYTES.closeObject]));
}
const DATA_KEY = Buffer.from('{"succeeded":true,"data":');

/** Public catalog reads (docs/product.md#where-we-differ-from-the-first-specification). */
export function catalogRoutes(catalog: CatalogService): FastifyPluginAsync {
  return async (app) => {
    route(app, api.listProducts, async () => ({ succeeded: true, data: await catalog.listProducts() }));

    route(app, api.listCategories, async () => ({ succeeded: true, data: await catalog.listCategories() }));

    route(app, api.search, async (request, reply) =>
      sendData(reply, await catalog.searchProductsJson(request.query)),
    );

    route(app, api.product, async (request, reply) => {
      const product = await catalog.getProductJson(request.params.id);
      if (!product) throw new AppError('NOT_FOUND', MESSAGES.generic.notFound);
      return sendData(reply, product);
    });
  };
}
