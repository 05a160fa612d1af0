import type { StoreServices } from '@seoul-glow/shared';

/**
 * What the page cache and the pre-renderer need from the catalog, and nothing more: the reads a
 * page's loaders make, a change counter, the stock of the products a page shows, a change signal
 * and the product ids to walk. The catalog module provides it (catalog-page-source.ts).
 */
export interface PageSource {
  /** What the store pages' loaders read through. */
  readonly services: StoreServices;
  /** Renews the stock snapshot stockOf answers from, when it is older than its bound. */
  fresh(): Promise<void>;
  /** Bumped by every product, image or category change, in this process or another one. */
  generation(): number;
  /** A product's stock as a read would show it now; undefined when not known without a read. */
  stockOf(id: number): number | undefined;
  /** Called after every change (the counter has moved). */
  onChange(listener: () => void): void;
  /** Every product id, in id order. */
  productIds(): Promise<number[]>;
}
