import type { StoreServices } from '@seoul-glow/shared';
import type { GuideService } from './guide.service';

/** What the store pages' loaders read of the guide (docs/architecture.md#layers). */
export type GuideStoreReads = Pick<
  StoreServices,
  'listGuideArticles' | 'getGuideArticle' | 'guideForProduct' | 'guideForIngredient' | 'searchGuide'
>;

/** The store reads other than the guide's: the catalog answers them. */
export type NonGuideStoreReads = Omit<StoreServices, keyof GuideStoreReads>;

export function guideStoreReads(guide: GuideService): GuideStoreReads {
  return {
    listGuideArticles: async () => (await guide.topics()).flatMap((group) => group.articles),
    getGuideArticle: (slug) => guide.page(slug),
    guideForProduct: async (productId) => (await guide.forProduct(productId)) ?? [],
    guideForIngredient: async (slug) => (await guide.articlesForIngredient(slug)) ?? [],
    searchGuide: (text, limit) => guide.search(text, limit),
  };
}
