import type { FastifyPluginAsync, FastifyReply, preValidationHookHandler } from 'fastify';
import { MESSAGES, SEARCH_LIST_PARAMS, endpoints, type SearchQuery } from '@seoul-glow/shared';
import { AnswerBuffers } from '../../lib/answer-buffers';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';
import type { CatalogService } from './catalog.service';
import type { SearchPage } from './catalog-search';
import { JSON_BYTES } from './product-store';

const { catalog: api } = endpoints;

/**
 * The hottest reads answer with JSON text the catalog cache assembles from each product's kept
 * JSON (catalog.service.ts): their products were checked against the contract when the cache read
 * them, and Fastify sends their bytes as they are, skipping the per-response schema serialisation.
 * The server tests parse these answers with the endpoints' response schemas all the same. With the
 * search thread, search answers are joined into a buffer lent to the response
 * (lib/answer-buffers.ts): without it, the main thread's full collections undid the thread's gain.
 */
function sendData(reply: FastifyReply, dataJson: Buffer[], lend = false) {
  const parts = [DATA_KEY, ...dataJson, JSON_BYTES.closeObject];
  const body = lend ? answers.join(parts, reply.raw) : Buffer.concat(parts);
  return reply.type('application/json; charset=utf-8').send(body);
}
const DATA_KEY = Buffer.from('{"succeeded":true,"data":');

/**
 * A search parameter given twice, as some links and forms send a multiple choice
 * (`?skinType=dry&skinType=oily`), reads as its comma list (`skinType=dry,oily`); any other
 * parameter given twice counts once, by its first value. Before, the contract refused the array.
 */
const mergeRepeatedParams: preValidationHookHandler = (request, _reply, done) => {
  const query = request.query as Record<string, unknown>;
  for (const key in query) {
    const value = query[key];
    if (Array.isArray(value)) query[key] = SEARCH_LIST_PARAMS.has(key) ? value.join(',') : value[0];
  }
  done();
};
const answers = new AnswerBuffers();

/**
 * Public catalog reads (docs/product.md#where-we-differ-from-the-first-specification). A search's
 * page comes from the search thread when the server runs one (search-thread.ts).
 */
export function catalogRoutes(
  catalog: CatalogService,
  searchPage?: (query: SearchQuery) => Promise<SearchPage>,
): FastifyPluginAsync {
  return async (app) => {
    route(app, api.listProducts, async (_request, reply) =>
      sendData(reply, await catalog.listProductsJson()),
    );

    route(app, api.listCategories, async () => ({ succeeded: true, data: await catalog.listCategories() }));

    route(
      app,
      api.search,
      async (request, reply) => {
        const page = searchPage && (await searchPage(request.query));
        return sendData(reply, await catalog.searchProductsJson(request.query, page), page !== undefined);
      },
      { preValidation: mergeRepeatedParams },
    );

    route(app, api.similar, async (request) => {
      const similar = await catalog.getSimilarProducts(request.query.id, request.query.cheaper);
      if (!similar) throw new AppError('NOT_FOUND', MESSAGES.generic.notFound);
      return { succeeded: true, data: similar };
    });

    route(app, api.product, async (request, reply) => {
      const product = await catalog.getProductJson(request.params.id);
      if (!product) throw new AppError('NOT_FOUND', MESSAGES.generic.notFound);
      return sendData(reply, product);
    });
  };
}
