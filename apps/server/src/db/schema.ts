/**
 * The whole data model (docs/product.md#what-the-store-keeps), one file per area under tables/.
 * Money is integer cents, weight integer grams; the API converts at its edge. drizzle-kit reads
 * this file (drizzle.config.ts) to generate migrations.
 */
export * from './tables/catalog';
export * from './tables/orders';
export * from './tables/promotions';
export * from './tables/reviews';
export * from './tables/payments';
export * from './tables/admin';
export * from './tables/system';
export * from './tables/security';
export * from './tables/back-in-stock';
export * from './tables/guide';
