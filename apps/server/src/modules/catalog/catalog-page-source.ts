import type { StoreServices } from '@seoul-glow/shared';
import type { PageSource } from '../../page-cache/page-source';
import type { CatalogService } from './catalog.service';

/**
 * The catalog as the page cache and the pre-renderer see it; `services` are what the loaders
 * read, the catalog's own with what other modules add beside it (reviews: app.ts).
 */
export function catalogPageSource(catalog: CatalogService, services: StoreServices): PageSource {
  return {
    services,
    fresh: () => catalog.freshness.fresh(),
    generation: () => catalog.freshness.generation,
    stockOf: (id) => catalog.currentStock(id),
    onChange: (listener) => catalog.freshness.onInvalidate(listener),
    productIds: () => catalog.listProductIds(),
  };
}
