import type { Category, Product, ProductDetail } from './contracts/catalog';

/**
 * What the server hands the web app's route loaders (React Router `getLoadContext`).
 * Loaders read through these services in-process instead of calling the API over HTTP.
 */
export interface StoreServices {
  listCategories(): Promise<Category[]>;
  listFeaturedProducts(limit: number): Promise<Product[]>;
  getProduct(id: number): Promise<ProductDetail | null>;
}

export interface AppLoadContext {
  services: StoreServices;
  /** Absolute origin of this request, for canonical URLs and Open Graph tags. */
  origin: string;
  /** Per-response Content-Security-Policy nonce for inline scripts. */
  nonce: string;
}
