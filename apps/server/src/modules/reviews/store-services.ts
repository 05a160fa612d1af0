import type { StoreServices } from '@seoul-glow/shared';
import type { ReviewPages } from './review-pages';

/**
 * What the store pages' loaders read (docs/architecture.md#layers): the catalog's services with a
 * product's first page of reviews beside them. Every other call goes to the catalog itself,
 * bound to it, so methods it adds later pass through unchanged.
 */
export function storeServicesWithReviews(
  catalog: Omit<StoreServices, 'getProductReviews'>,
  pages: ReviewPages,
): StoreServices {
  const getProductReviews: StoreServices['getProductReviews'] = (productId) => pages.firstPage(productId);
  return new Proxy(catalog as StoreServices, {
    get(target, prop) {
      if (prop === 'getProductReviews') return getProductReviews;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
