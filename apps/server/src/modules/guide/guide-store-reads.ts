import type { GuideStoreReads } from '@seoul-glow/shared';
import type { GuideService } from './guide.service';

/**
 * What the store pages' loaders read of the guide (docs/architecture.md#layers), in-process as the
 * API answers it. The page cache records each read (page-cache/page-reads.ts), so a kept page is
 * rendered again once its answers change.
 */
export function guideStoreReads(guide: GuideService): GuideStoreReads {
  return {
    guideTopics: () => guide.topics(),
    getGuideArticle: (slug) => guide.page(slug),
    guideForProduct: async (productId) => (await guide.forProduct(productId)) ?? [],
    guideForIngredient: async (slug) => (await guide.articlesForIngredient(slug)) ?? [],
    searchGuide: (text, limit) => guide.search(text, limit),
  };
}
