import type { PageSource } from '../../page-cache/page-source';
import type { CatalogService } from './catalog.service';

/** The catalog as the page cache and the pre-renderer see it. */
export function catalogPageSource(catalog: CatalogService): PageSource {
  return {
    services: catalog,
    fresh: () => catalog.freshness.fresh(),
    generation: () => catalog.freshness.generation,
    stockOf: (id) => catalog.currentStock(id),
    onChange: (listener) => catalog.freshness.onInvalidate(listener),
    productIds: () => catalog.listProductIds(),
  };
}
