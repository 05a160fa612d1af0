import { createHash } from 'node:crypto';
import type { Product, StoreServices } from '@seoul-glow/shared';

/** One call a page's loaders made on the store services. */
export type CatalogCall = {
  [K in keyof StoreServices]: { name: K; args: Parameters<StoreServices[K]> };
}[keyof StoreServices];

/** Calls without a page's own arguments are shared by every entry (thousands of entries). */
const LIST_CATEGORIES: CatalogCall = { name: 'listCategories', args: [] };
const LIST_SITEMAP: CatalogCall = { name: 'listSitemapEntries', args: [] };
const HEADER_PROMOTION: CatalogCall = { name: 'headerPromotion', args: [] };
const LIST_GUIDE: CatalogCall = { name: 'listGuideArticles', args: [] };
const featuredCalls = new Map<number, CatalogCall>();

/** One fingerprint of a page's answers, in order. */
export function fingerprint(answers: unknown[]): string {
  const hash = createHash('sha1');
  for (const answer of answers) hash.update(`${JSON.stringify(answer) ?? 'undefined'}\u0000`);
  return hash.digest('base64');
}

/** Makes recorded reads again: the fingerprint of what they answer now. */
export async function answersNow(services: StoreServices, calls: CatalogCall[]): Promise<string> {
  const answers: unknown[] = [];
  for (const call of calls) {
    const method = services[call.name] as (...args: unknown[]) => Promise<unknown>;
    answers.push(await method.apply(services, call.args));
  }
  return fingerprint(answers);
}

/**
 * The catalog services as the loaders see them, recording every read with its answer, and the
 * stock of every product handed out: that is all a rendered page depends on besides its URL,
 * origin and year.
 */
export function recordingServices(
  services: StoreServices,
  reads: { calls: CatalogCall[]; answers: unknown[] },
  shown: Map<number, number>,
): StoreServices {
  const note = (p: Product) => shown.set(p.id, p.stockQuantity);
  const record = <T>(call: CatalogCall, answer: T): T => {
    reads.calls.push(call);
    reads.answers.push(answer);
    return answer;
  };
  return {
    listCategories: async () => record(LIST_CATEGORIES, await services.listCategories()),
    listSitemapEntries: async () => record(LIST_SITEMAP, await services.listSitemapEntries()),
    headerPromotion: async () => record(HEADER_PROMOTION, await services.headerPromotion()),
    async listFeaturedProducts(limit) {
      const products = await services.listFeaturedProducts(limit);
      products.forEach(note);
      let call = featuredCalls.get(limit);
      if (!call) featuredCalls.set(limit, (call = { name: 'listFeaturedProducts', args: [limit] }));
      return record(call, products);
    },
    async getProduct(id) {
      const product = await services.getProduct(id);
      if (product) {
        note(product);
        product.relatedProducts.forEach(note);
      }
      return record({ name: 'getProduct', args: [id] }, product);
    },
    async getProductReviews(productId) {
      return record(
        { name: 'getProductReviews', args: [productId] },
        await services.getProductReviews(productId),
      );
    },
    listGuideArticles: async () => record(LIST_GUIDE, await services.listGuideArticles()),
    async getGuideArticle(slug) {
      const page = await services.getGuideArticle(slug);
      page?.products.forEach(note);
      return record({ name: 'getGuideArticle', args: [slug] }, page);
    },
    guideForProduct: async (productId) =>
      record({ name: 'guideForProduct', args: [productId] }, await services.guideForProduct(productId)),
    guideForIngredient: async (slug) =>
      record({ name: 'guideForIngredient', args: [slug] }, await services.guideForIngredient(slug)),
    searchGuide: async (text, limit) =>
      record({ name: 'searchGuide', args: [text, limit] }, await services.searchGuide(text, limit)),
    async searchProducts(query) {
      const result = await services.searchProducts(query);
      result.items.forEach(note);
      return record({ name: 'searchProducts', args: [query] }, result);
    },
  };
}
