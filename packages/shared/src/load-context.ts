import type { Category, Product, ProductDetail, SimilarProduct } from './contracts/catalog';
import type { ReviewPage } from './contracts/reviews';
import type { HeaderPromotion } from './contracts/promotions';
import type { SearchQuery, SearchResult } from './contracts/search';
import type { GuideArticleLink, GuideHitView, GuidePage } from './contracts/guide';

/**
 * What the server hands the web app's route loaders (React Router `getLoadContext`).
 * Loaders read through these services in-process instead of calling the API over HTTP.
 */
export interface StoreServices extends GuideStoreReads {
  listCategories(): Promise<Category[]>;
  listFeaturedProducts(limit: number): Promise<Product[]>;
  getProduct(id: number): Promise<ProductDetail | null>;
  /** GET /api/Products/similar in-process: the product page's "similar formulas for less"; null for an unknown id. */
  getSimilarProducts(id: number, cheaper: boolean): Promise<SimilarStock[] | null>;
  /** The product list and wishlist: GET /api/Products/search in-process (docs/architecture.md#api-contract). */
  searchProducts(query: SearchQuery): Promise<SearchResult>;
  /** Every product id with its last change, and every category name, for /sitemap.xml. */
  listSitemapEntries(): Promise<SitemapEntries>;
  /** The promo code the header names, or null (the header then names a featured product). */
  headerPromotion(): Promise<HeaderPromotion | null>;
  /** A product's first page of published reviews (newest first) with their summary. */
  getProductReviews(productId: number): Promise<ReviewPage>;
}

/** The Skincare Guide's reads of the store pages (the guide module answers them). */
export interface GuideStoreReads {
  /** The Skincare Guide's published articles (docs/product.md#the-skincare-guide). */
  listGuideArticles(): Promise<GuideArticleLink[]>;
  /** A published article with its products, related articles and ingredient names; null otherwise. */
  getGuideArticle(slug: string): Promise<GuidePage | null>;
  /** Up to three articles that help use a product well. */
  guideForProduct(productId: number): Promise<GuideArticleLink[]>;
  /** The articles that mention a glossary ingredient. */
  guideForIngredient(slug: string): Promise<GuideArticleLink[]>;
  /** Published articles matching a text, best first. */
  searchGuide(text: string, limit: number): Promise<GuideHitView[]>;
}

/** A similar product with its stock, which the page cache keeps pages by (only in-stock ones are offered). */
export type SimilarStock = SimilarProduct & { stockQuantity: number };

export interface SitemapEntries {
  products: { id: number; lastModified: string }[];
  categories: string[];
}

export interface AppLoadContext {
  services: StoreServices;
  /** Absolute origin of this request, for canonical URLs and Open Graph tags. */
  origin: string;
  /**
   * Per-response Content-Security-Policy nonce for inline scripts; absent when the page is rendered
   * for the page cache (its inline scripts are then allowed by hash).
   */
  nonce?: string;
}
