import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { MESSAGES, endpoints, type GuideArticle } from '@seoul-glow/shared';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';
import type { GuideAdminService, GuideWrite } from './guide-admin.service';
import type { GuideService } from './guide.service';

/** The guide as shoppers read it (docs/product.md#the-skincare-guide), public. */
export function guideRoutes(guide: GuideService): FastifyPluginAsync {
  const api = endpoints.guide;
  return async (app) => {
    route(app, api.search, async (request) => ({
      succeeded: true,
      data: { hits: await guide.search(request.query.q, request.query.limit) },
    }));

    route(app, api.articles, async () => ({ succeeded: true, data: { topics: await guide.topics() } }));

    route(app, api.article, async (request) => {
      const page = await guide.page(request.params.slug);
      if (!page) throw new AppError('NOT_FOUND', MESSAGES.generic.notFound);
      return { succeeded: true, data: page };
    });

    route(app, api.forProduct, async (request) => {
      const articles = await guide.forProduct(request.params.id);
      if (!articles) throw new AppError('NOT_FOUND', MESSAGES.generic.notFound);
      return { succeeded: true, data: { articles } };
    });

    route(app, api.forIngredient, async (request) => {
      const articles = await guide.articlesForIngredient(request.params.slug);
      if (!articles) throw new AppError('NOT_FOUND', MESSAGES.generic.notFound);
      return { succeeded: true, data: { articles } };
    });
  };
}

/** The fields an audit row keeps of an article: the long text only as its length. */
function audited(article: GuideArticle): Record<string, unknown> {
  return {
    title: article.title,
    topic: article.topic,
    summary: article.summary,
    bodyLength: article.body.length,
    ingredients: article.ingredients.join(', '),
    concerns: article.concerns.join(', '),
    skinTypes: article.skinTypes.join(', '),
    productTypes: article.productTypes.join(', '),
    asks: article.asks.join(' | '),
    related: article.related.join(', '),
    reviewedAt: article.reviewedAt,
    published: article.published,
  };
}

function describe(request: FastifyRequest, write: GuideWrite, detail: string): void {
  request.audit.describe({
    entity: 'guide article',
    id: write.article.slug,
    ...(write.before ? { before: audited(write.before) } : {}),
    after: audited(write.article),
    detail,
  });
}

/** Admin → Guide, inside the admin group: each write in one transaction with its audit row. */
export function adminGuideRoutes(admin: GuideAdminService): FastifyPluginAsync {
  const api = endpoints.admin.guide;
  return async (app) => {
    route(app, api.list, async () => ({ succeeded: true, data: { articles: await admin.list() } }));

    route(app, api.get, async (request) => ({
      succeeded: true,
      data: await admin.get(request.params.slug),
    }));

    route(app, api.create, async (request) => {
      const write = await admin.create(request.body);
      describe(request, write, 'created');
      return { succeeded: true, data: write.article, message: 'Article added' };
    });

    route(app, api.update, async (request) => {
      const write = await admin.update(request.params.slug, request.body);
      describe(request, write, 'edited');
      return { succeeded: true, data: write.article, message: 'Article saved' };
    });

    route(app, api.publish, async (request) => {
      const { published } = request.body;
      const write = await admin.setPublished(request.params.slug, published);
      describe(request, write, published ? 'published' : 'unpublished');
      return {
        succeeded: true,
        data: write.article,
        message: published ? 'Article published' : 'Article unpublished',
      };
    });
  };
}
