import type { StoreServices } from '@seoul-glow/shared';
import type { GuideStoreReads, NonGuideStoreReads } from '../guide/guide-store-reads';
import type { ReviewPages } from './review-pages';

/**
 * What the store pages' loaders read (docs/architecture.md#layers): the catalog's services with a
 * product's first page of reviews and the guide's reads beside them. Every method is named here, so a read added to
 * StoreServices does not compile until it is wired (the page cache records each one).
 */
export function storeServicesWithReviews(
  catalog: Omit<NonGuideStoreReads, 'getProductReviews'>,
  guide: GuideStoreReads,
  pages: ReviewPages,
): StoreServices {
  return {
    listCategories: () => catalog.listCategories(),
    listFeaturedProducts: (limit) => catalog.listFeaturedProducts(limit),
    getProduct: (id) => catalog.getProduct(id),
    searchProducts: (query) => catalog.searchProducts(query),
    listSitemapEntries: () => catalog.listSitemapEntries(),
    headerPromotion: () => catalog.headerPromotion(),
    getProductReviews: (productId) => pages.firstPage(productId),
    listGuideArticles: () => guide.listGuideArticles(),
    getGuideArticle: (slug) => guide.getGuideArticle(slug),
    guideForProduct: (productId) => guide.guideForProduct(productId),
    guideForIngredient: (slug) => guide.guideForIngredient(slug),
    searchGuide: (text, limit) => guide.searchGuide(text, limit),
  };
}
